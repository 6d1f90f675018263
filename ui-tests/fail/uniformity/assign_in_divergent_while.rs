//! Class A: a `while` on a per-thread condition runs a different number of times in each thread.
use cuda_sync::prelude::*;

#[kernel]
pub fn spin_count(block: ThisBlock, input: &[u32]) {
    let mut rounds = block.index() * 0u32;
    let mut i = block.thread_index();
    while i < input[0] {
        rounds += 1u32;
        i += 32u32;
    }
    for r in 0u32..rounds {
        block.sync_threads();
    }
}

fn main() {}
