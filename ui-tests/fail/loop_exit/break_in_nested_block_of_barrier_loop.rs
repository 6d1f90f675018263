//! Day 14: a thread-dependent `break` inside a plain block inside the loop.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], rounds: u32) {
    for r in 0u32..rounds {
        {
            if input[block.thread_index() as usize] > 2.0f32 {
                break;
            }
        }
        block.sync_threads();
    }
}

fn main() {}
