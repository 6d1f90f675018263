//! The README's scalar-methods kernel, as printed there.
use cuda_sync::prelude::*;

#[kernel]
pub fn soft_threshold(
    block: ThisBlock,
    #[len(n)] input: &[f32],
    n: u64,
    #[len(n)] out: &mut [f32],
) {
    for i in block.grid_stride(n) {
        let x = input[i];
        let magnitude = (x.abs() - 0.5f32).max(0.0f32).sqrt();
        out[i] = magnitude.copysign(x).clamp(f32::MIN, f32::MAX);
    }
}

fn main() {}
