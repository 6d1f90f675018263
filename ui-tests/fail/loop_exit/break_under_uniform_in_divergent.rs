//! Day 14: a uniform condition inside a thread-dependent one does not make the `break` uniform.
use cuda_sync::prelude::*;

#[kernel]
pub fn inner_break(block: ThisBlock, rounds: u32, limit: u32) {
    for r in 0u32..rounds {
        if block.thread_index() < 16u32 {
            if r > limit {
                break;
            }
        }
        block.sync_threads();
    }
}

fn main() {}
