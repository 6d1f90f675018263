//! Per-thread variables are assigned anywhere.
use cuda_sync::prelude::*;

#[kernel]
pub fn clamp(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let i = block.global_index();
    let mut x = input[i];
    if x > 1.0f32 {
        x = 1.0f32;
    }
    let s = block.reduce_sum(x);
    out[i] = s.get();
}

fn main() {}
