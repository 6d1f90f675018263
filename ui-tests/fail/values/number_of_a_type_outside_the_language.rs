//! Red team round 51: `200u8 << 1` is 144 to rustc (a `u8` wraps) and 400 on
//! the GPU (C++ computes a `u8` as an `int`). The language's numbers are
//! `u32`, `u64`, `usize`, `i32` and `i64`.
use cuda_sync::prelude::*;

#[kernel]
pub fn doubled(block: ThisBlock, #[len(blocks * threads)] out: &mut [u64]) {
    let a = 200u8;
    let n = a.get() << 1u32;
    out[block.global_index()] = n as u64;
}

fn main() {}
