//! Class G: a thread that returned in one round is missing from the next round's reduction.
use cuda_sync::prelude::*;

#[kernel]
pub fn rounds_with_exit(block: ThisBlock, input: &[f32], rounds: u32, out: &mut [f32]) {
    for r in 0u32..rounds {
        let s = block.reduce_sum(1.0f32);
        if input[block.thread_index() as usize] > s.get() {
            return;
        }
    }
}

fn main() {}
