//! A `break` in a loop with a barrier is fine when the whole block decides it
//! together: here on a block-wide sum.
use cuda_sync::prelude::*;

#[kernel]
pub fn leave_together(block: ThisBlock, input: &[f32], rounds: u32, out: &mut [f32]) {
    let mut sum = 0.0f32;
    for round in 0u32..rounds {
        sum += input[block.thread_index() as usize];
        let block_sum = block.reduce_sum(sum);
        if block_sum > 100.0f32 {
            break;
        }
    }
    out[block.global_index()] = sum;
}

fn main() {}
