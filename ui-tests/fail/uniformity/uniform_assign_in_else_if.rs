//! Class A: a uniform variable assigned in an `else if` on a per-thread condition.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, limit: u32) {
    let mut n = limit;
    if block.index() == 0u32 {
        n = limit + 1u32;
    } else if block.thread_index() > 5u32 {
        n = limit + 2u32;
    }
    for r in 0u32..n {
        block.sync_threads();
    }
}

fn main() {}
