//! Day 14: a thread-dependent `continue` skips the barrier below it.
use cuda_sync::prelude::*;

#[kernel]
pub fn skip_barrier(block: ThisBlock, input: &[f32], rounds: u32) {
    for r in 0u32..rounds {
        if input[block.thread_index() as usize] > 1.0f32 {
            continue;
        }
        block.sync_threads();
    }
}

fn main() {}
