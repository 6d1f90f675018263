//! `x * 3000000000` with `x: u32` wraps at 32 bits in Rust; C++ gives the
//! literal a 64-bit type, and the product does not wrap.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] x: &[u32], n: u64, #[len(n)] out: &mut [u32]) {
    for i in block.grid_stride(n) {
        let scaled = x[i] * 3000000000;
        out[i] = scaled;
    }
}

fn main() {}
