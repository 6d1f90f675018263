//! Class A: threads that left the loop early do not count the later rounds.
use cuda_sync::prelude::*;

#[kernel]
pub fn count_rounds(block: ThisBlock, input: &[f32], rounds: u32) {
    let mut done = block.index() * 0u32;
    for r in 0u32..rounds {
        if input[block.thread_index() as usize] > 1.0f32 {
            break;
        }
        done += 1u32;
    }
    if done == rounds {
        block.sync_threads();
    }
}

fn main() {}
