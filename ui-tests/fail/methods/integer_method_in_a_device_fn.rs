//! The same rule in a device function, on an integer, and in a kernel on a
//! value a crate method returned: `div_ceil` is Rust's, not the
//! language's.
use cuda_sync::prelude::*;

#[device]
fn bucket(x: u32, bins: u32) -> u32 {
    x.div_ceil(bins)
}

#[kernel]
pub fn histogram_bins(block: ThisBlock, #[len(n)] input: &[u32], n: u64, #[len(n)] out: &mut [u32]) {
    for i in block.grid_stride(n) {
        let before = block.index().get().div_ceil(2u32);
        out[i] = bucket(input[i], 16u32) + before;
    }
}

fn main() {}
