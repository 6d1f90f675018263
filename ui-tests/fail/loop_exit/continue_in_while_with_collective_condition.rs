//! Day 14: a thread-dependent `continue` in a loop whose condition reduces.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32]) {
    let mut v = input[block.thread_index() as usize];
    while block.reduce_sum(v) > 0.0f32 {
        v -= 1.0f32;
        if v > 5.0f32 {
            continue;
        }
        v -= 1.0f32;
    }
}

fn main() {}
