//! Day 14: a thread-dependent `break` in the `else` branch of a loop with a barrier.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], rounds: u32) {
    for r in 0u32..rounds {
        if input[block.thread_index() as usize] > 0.0f32 {
            block.sync_threads();
        } else {
            break;
        }
    }
}

fn main() {}
