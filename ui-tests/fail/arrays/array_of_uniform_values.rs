//! An array of uniform values would let a thread read, at its own index, a
//! value typed as the same in every thread. Cells are plain: `[f32; 4]`.
use cuda_sync::prelude::*;

#[kernel]
pub fn spread(block: ThisBlock, scale: f32, #[len(blocks * threads)] out: &mut [f32]) {
    let scales: [Uniform<f32>; 4] = [scale; 4];
    out[block.global_index()] = 1.0f32;
}

fn main() {}
