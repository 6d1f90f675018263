//! `saturating_add`, `saturating_sub`, `count_zeros`, `leading_ones` and
//! `trailing_ones` of the integer types, as Rust's.
use cuda_sync::prelude::*;

#[kernel]
pub fn saturating_i32(
    block: ThisBlock,
    #[len(n)] a: &[i32],
    #[len(n)] b: &[i32],
    n: u64,
    #[len(n)] sums: &mut [i32],
    #[len(n)] differences: &mut [i32],
    #[len(n)] counts: &mut [u32],
) {
    for i in block.grid_stride(n) {
        let (x, y) = (a[i], b[i]);
        sums[i] = x.saturating_add(y);
        differences[i] = x.saturating_sub(y);
        counts[i] = x.count_zeros() * 10000u32 + x.leading_ones() * 100u32 + x.trailing_ones();
    }
}

#[kernel]
pub fn saturating_u64(
    block: ThisBlock,
    #[len(n)] a: &[u64],
    #[len(n)] b: &[u64],
    n: u64,
    #[len(n)] sums: &mut [u64],
    #[len(n)] differences: &mut [u64],
    #[len(n)] counts: &mut [u32],
) {
    for i in block.grid_stride(n) {
        let (x, y) = (a[i], b[i]);
        sums[i] = x.saturating_add(y);
        differences[i] = x.saturating_sub(y);
        counts[i] = x.count_zeros() * 10000u32 + x.leading_ones() * 100u32 + x.trailing_ones();
    }
}

fn main() {}
