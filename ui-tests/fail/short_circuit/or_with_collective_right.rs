//! Class H: `||` runs its right operand only where the left one fails.
use cuda_sync::prelude::*;

#[kernel]
pub fn or_reduce(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let x = input[block.thread_index() as usize];
    let keep = x > 1.0f32 || block.reduce_sum(x) > 10.0f32;
    if keep {
        out[block.global_index()] = x;
    }
}

fn main() {}
