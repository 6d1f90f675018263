//! A warp sum in the leader's branch: 31 lanes of the first warp never take part.
use cuda_sync::prelude::*;

#[kernel]
pub fn lonely_sum(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    if block.thread_index() == 0u32 {
        out[i] = block.warp_sum(input[i]);
    }
}

fn main() {}
