//! A uniform variable assigned under a uniform condition stays uniform.
use cuda_sync::prelude::*;

#[kernel]
pub fn pick_rounds(block: ThisBlock, rounds: u32, out: &mut [u32]) {
    let mut n = rounds;
    if block.index() % 2u32 == 0u32 {
        n = rounds * 2u32;
    }
    for r in 0u32..n {
        block.sync_threads();
    }
    out[block.global_index()] = n.get();
}

fn main() {}
