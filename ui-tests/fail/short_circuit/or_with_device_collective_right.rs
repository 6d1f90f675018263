//! Class H: a device function with a reduction in the right operand of `||`.
use cuda_sync::prelude::*;

#[device]
fn total(block: ThisBlock, x: f32) -> f32 {
    block.reduce_sum(x).get()
}

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let x = input[block.thread_index() as usize];
    if x > 1.0f32 || total(block, x) > 2.0f32 {
        out[block.global_index()] = x;
    }
}

fn main() {}
