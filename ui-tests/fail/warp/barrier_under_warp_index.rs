//! A condition on the warp's index holds whole warps, not the whole block: a
//! block barrier inside waits for warps that never arrive.
use cuda_sync::prelude::*;

#[kernel]
pub fn first_warps_wait(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    if block.warp_index() < 2u32 {
        block.sync_threads();
    }
    out[i] = input[i];
}

fn main() {}
