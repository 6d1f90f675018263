//! A warp-uniform branch holds whole warps, not the block: `__syncthreads()`
//! there waits for warps that never come.
use cuda_sync::prelude::*;

#[kernel]
pub fn first_warp_barrier(block: ThisBlock, out: &mut [u32]) {
    if block.thread_index() < 32u32 {
        block.sync_threads();
    }
    out[block.global_index()] = 1u32;
}

fn main() {}
