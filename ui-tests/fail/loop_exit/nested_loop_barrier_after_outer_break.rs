//! Day 14: the outer loop is left early by some threads; the inner loop's barrier runs without them.
use cuda_sync::prelude::*;

#[kernel]
pub fn outer_break(block: ThisBlock, input: &[f32], rounds: u32) {
    for r in 0u32..rounds {
        if input[block.thread_index() as usize] > 1.0f32 {
            break;
        }
        for k in 0u32..rounds {
            let s = block.reduce_sum(1.0f32);
        }
    }
}

fn main() {}
