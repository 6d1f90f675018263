//! `saturating_add`, `saturating_sub`, `count_zeros`, `leading_ones` and
//! `trailing_ones` of the integer types, as Rust's: one generic kernel,
//! launched for `i32` and for `u64`.
use cuda_sync::prelude::*;

#[kernel]
pub fn saturating<T: Int>(
    block: ThisBlock,
    #[len(n)] a: &[T],
    #[len(n)] b: &[T],
    n: u64,
    #[len(n)] sums: &mut [T],
    #[len(n)] differences: &mut [T],
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
