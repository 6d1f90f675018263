//! Day 14: a thread-dependent `break` in a loop that has a barrier. The threads
//! that leave never reach the barrier the others are waiting at.
use cuda_sync::prelude::*;

#[kernel]
pub fn leave_early(block: ThisBlock, input: &[f32], rounds: u32, out: &mut [f32]) {
    let mut sum = 0.0f32;
    for round in 0u32..rounds {
        sum += input[block.thread_index() as usize];
        if sum > 100.0f32 {
            break;
        }
        block.sync_threads();
    }
    out[block.global_index()] = sum;
}

fn main() {}
