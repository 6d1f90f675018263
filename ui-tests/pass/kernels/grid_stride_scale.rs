//! An elementwise kernel over any n: a grid-stride loop writes the cells each
//! thread owns.
use cuda_sync::prelude::*;

#[kernel]
pub fn scale(block: ThisBlock, input: &[f32], n: u64, factor: f32, out: &mut [f32]) {
    for i in block.grid_stride(n) {
        out[i] = input[i] * factor;
        out[i] += 1.0f32;
    }
}

fn main() {}
