//! Float literals are rustc's values: `16777217.0f32` lies halfway between
//! two floats, and rustc rounds it to the even one, 16777216, where NVRTC
//! reading the digits gave 16777218 (red team round 61). The C++ holds each
//! as an exact hexadecimal float, with its decimal beside it.
#![allow(clippy::excessive_precision)] // The digits past f32's are the point.
use cuda_sync::prelude::*;

#[kernel]
pub fn halfway(block: ThisBlock, #[len(n)] out: &mut [f32], #[len(n)] wide: &mut [f64], n: u64) {
    for i in block.grid_stride(n) {
        out[i] = 16777217.0f32 + 3.0000002384185791015625f32 * 0.0f32;
        wide[i] = 9007199254740993.0f64 - 1e-300f64;
    }
}

fn main() {}
