//! A block-uniform variable assigned in a warp-uniform branch: only the first
//! warp changes it, so it is no longer the same across the block.
use cuda_sync::prelude::*;

#[kernel]
pub fn first_warp_decides(block: ThisBlock, out: &mut [u32]) {
    let mut rounds: Uniform<u32> = 1u32;
    if block.thread_index() < 32u32 {
        rounds = 4u32;
    }
    for r in 0u32..rounds {
        block.sync_threads();
    }
    out[block.global_index()] = rounds.get();
}

fn main() {}
