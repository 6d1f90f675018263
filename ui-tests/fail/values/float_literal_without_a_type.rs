//! `x[i] * 0.1` is an `f32` product to rustc; C++ reads `0.1` as a `double`
//! and computes in double precision, rounding to another `f32` (9 × 0.1 is
//! 0.90000004 in Rust, 0.89999998 on the GPU).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] x: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    for i in block.grid_stride(n) {
        out[i] = x[i] * 0.1;
    }
}

fn main() {}
