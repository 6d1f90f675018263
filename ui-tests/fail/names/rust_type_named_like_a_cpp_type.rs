//! `type double = f32;` is an `f32` to rustc, and the launcher takes
//! `CudaSlice<f32>`; the C++ would read `double` as C++'s own, eight bytes a
//! cell, past the end of the buffer (rule N1).
use cuda_sync::prelude::*;

#[allow(non_camel_case_types)]
type double = f32;

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] x: &[double], n: u64, #[len(n)] out: &mut [f32]) {
    for i in block.grid_stride(n) {
        out[i] = x[i];
    }
}

fn main() {}
