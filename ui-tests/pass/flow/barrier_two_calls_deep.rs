//! The needs of a device function include its callees': two levels down, called uniformly.
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
    let i = block.global_index();
    out[i] = outer(block, input[i]);
}

fn main() {}
