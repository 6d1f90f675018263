//! Class H: `&&` runs its right operand only where the left one holds.
//! The reduction in it is reached by some threads only.
use cuda_sync::prelude::*;

#[kernel]
pub fn and_reduce(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let x = input[block.thread_index() as usize];
    if block.thread_index() < 32u32 && block.reduce_sum(x) > 0.0f32 {
        out[block.global_index()] = x;
    }
}

fn main() {}
