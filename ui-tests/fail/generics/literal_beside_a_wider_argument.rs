//! `pick(0u32, x[i])` with `x: &[u64]`: rustc infers `T = u64` from the second
//! argument; the C++ template would take `T` from the first and cut `x[i]` to
//! 32 bits (rule G1).
use cuda_sync::prelude::*;

#[device]
pub fn pick<T: Scalar>(a: T, b: T) -> T {
    a + b
}

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] x: &[u64], n: u64, #[len(n)] out: &mut [u64]) {
    for i in block.grid_stride(n) {
        out[i] = pick(0u32, x[i]);
    }
}

fn main() {}
