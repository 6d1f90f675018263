//! Day 14: a thread-dependent `continue` in a `while` whose condition reduces.
//! The threads that continue go straight to the condition, so every thread
//! reaches every `reduce_sum`; nothing block-wide follows the `continue`.
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
