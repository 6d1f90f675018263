//! A block-uniform variable updated with the warp's index: each warp now
//! holds another value, so it no longer steers a barrier.
use cuda_sync::prelude::*;

#[kernel]
pub fn rounds_by_warp(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    let mut rounds = block.count();
    rounds += block.warp_index();
    for _ in 0u32..rounds {
        block.sync_threads();
    }
    out[i] = input[i];
}

fn main() {}
