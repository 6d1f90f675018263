//! A vector type alias named like another vector: rustc would check the
//! division of `i32` lanes, while the C++ names the shim's `U32x4` and
//! divides `u32` lanes (rule N1).
use cuda_sync::prelude::*;

type U32x4 = cuda_sync::vector::I32x4;

#[kernel]
pub fn halved(block: ThisBlock, #[len(n)] x: &[U32x4], n: u64, #[len(n)] out: &mut [i32]) {
    for i in block.grid_stride(n) {
        out[i] = x[i][0] / 2i32;
    }
}

fn main() {}
