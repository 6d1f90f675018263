//! An `if` on a per-thread condition chooses between two uniform values, so
//! its value differs between threads: it cannot bound a loop with a barrier.
use cuda_sync::prelude::*;

#[kernel]
pub fn rounds_per_thread(block: ThisBlock, rounds: u32) {
    let steps = if block.thread_index() < 5u32 { 8u32 } else { rounds };
    for _ in 0u32..steps {
        block.sync_threads();
    }
}

fn main() {}
