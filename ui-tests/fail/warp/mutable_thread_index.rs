//! A mutable copy of the thread index, changed before the comparison.
use cuda_sync::prelude::*;

#[kernel]
pub fn moved_on(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let mut tid = block.thread_index();
    tid += 8u32;
    let i = block.global_index();
    if tid < 32u32 {
        out[i] = block.warp_sum(input[i]);
    }
}

fn main() {}
