//! A type written as a projection, `<u32 as Tr>::f64`: rustc resolves it to
//! `u32`, but the C++ read its last segment, `double` (red team round 57:
//! `a / 2 * 2` of 7 was 6 to rustc and 7 on the GPU).
#![allow(non_camel_case_types)]
use cuda_sync::prelude::*;

pub trait Tr {
    type f64;
}

impl Tr for u32 {
    type f64 = u32;
}

#[kernel]
pub fn projected(block: ThisBlock, #[len(n)] x: &[u32], n: u64, #[len(n)] out: &mut [u32]) {
    for i in block.grid_stride(n) {
        let a: <u32 as Tr>::f64 = x[i];
        out[i] = a / 2 * 2;
    }
}

fn main() {}
