//! Class A: only the leader counts the loop down, so the others never leave it.
use cuda_sync::prelude::*;

#[kernel]
pub fn leader_counts(block: ThisBlock, rounds: u32) {
    let mut left = rounds;
    while left > 0u32 {
        block.sync_threads();
        if block.thread_index() == 0u32 {
            left -= 1u32;
        }
    }
}

fn main() {}
