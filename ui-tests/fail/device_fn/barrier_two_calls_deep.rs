//! Day 14: the barrier is two device functions down; the call is still divergent.
use cuda_sync::prelude::*;

#[device]
fn inner(block: ThisBlock) {
    block.sync_threads();
}

#[device]
fn outer(block: ThisBlock, x: f32) -> f32 {
    inner(block);
    x * 2.0f32
}

#[kernel]
pub fn deep_sync(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let x = input[block.thread_index() as usize];
    if x > 0.0f32 {
        out[block.global_index()] = outer(block, x);
    }
}

fn main() {}
