//! The block context copied into another name before a divergent branch still
//! cannot carry the barrier in: the barrier checks where it runs, not which
//! name it was called through.
use cuda_sync::prelude::*;

#[kernel]
pub fn barrier_through_an_alias(block: ThisBlock, out: &mut [u32]) {
    let same_block = block;
    if block.thread_index() < 64u32 {
        same_block.sync_threads();
    }
    out[block.global_index()] = 1u32;
}

fn main() {}
