//! `exp_m1` is a method of `f32` to rustc, but not one the kernel language
//! maps to CUDA: the C++ would call a member of a `float` and fail only in
//! NVRTC, at the first launch (the language issue's first report:
//! `input[i].sqrt().max(0.5f32)` failed that way before `sqrt` was mapped).
use cuda_sync::prelude::*;

#[kernel]
pub fn soft_plus(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    for i in block.grid_stride(n) {
        let grown = input[i].exp_m1();
        out[i] = (grown + 2.0f32).ln();
    }
}

fn main() {}
