//! A device function that calls only pure device functions runs anywhere.
use cuda_sync::prelude::*;

#[device]
fn square(x: f32) -> f32 {
    x * x
}

#[device]
fn norm2(x: f32, y: f32) -> f32 {
    square(x) + square(y)
}

#[kernel]
pub fn some_norms(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let i = block.global_index();
    if input[i] > 0.0f32 {
        out[i] = norm2(input[i], 1.0f32);
    }
}

fn main() {}
