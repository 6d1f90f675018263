//! Day 14: `if (threadIdx.x < 64u) { __syncthreads(); }`. The condition differs
//! between threads, so only some of them reach the barrier.
use cuda_sync::prelude::*;

#[kernel]
pub fn barrier_in_first_two_warps(block: ThisBlock, out: &mut [u32]) {
    if block.thread_index() < 64u32 {
        block.sync_threads();
    }
    out[block.global_index()] = 1u32;
}

fn main() {}
