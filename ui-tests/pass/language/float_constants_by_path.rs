//! The constants of `core::f32::consts` and `core::f64::consts`, by their
//! paths from `core` or `std`, are the numbers rustc reads them as, in the
//! C++ too.
use cuda_sync::prelude::*;

#[kernel]
pub fn angles(block: ThisBlock, #[len(n)] turns: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let i = block.global_index();
    if i < n {
        let radians = turns[i] * core::f32::consts::TAU;
        let wide = std::f64::consts::PI * 2.0f64;
        out[i] = radians * core::f32::consts::FRAC_1_PI + (wide as f32) * 0.0f32;
    }
}

fn main() {}
