//! `1 << 40` is a `u64` to rustc, which infers it from `x[i]`; C++ shifts an
//! `int` past its width, and the mask is 0 on the GPU.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] x: &[u64], n: u64, #[len(n)] out: &mut [u64]) {
    for i in block.grid_stride(n) {
        out[i] = x[i] & (1 << 40);
    }
}

fn main() {}
