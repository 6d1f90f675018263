//! Tuples: a device function returns two values at once, a `let` binds them
//! (or ignores one with `_`), and a tuple is passed on whole and read by cell.
use cuda_sync::prelude::*;

/// The quotient and the remainder.
#[device]
pub fn divide(x: u32, by: u32) -> (u32, u32) {
    (x / by, x % by)
}

/// The smaller and the larger of two values, as a pair.
#[device]
pub fn ordered<T: Scalar>(a: T, b: T) -> (T, T) {
    let mut pair = (a, b);
    if b < a {
        pair = (b, a);
    }
    pair
}

#[kernel]
pub fn split(
    block: ThisBlock,
    width: u32,
    #[len(n)] x: &[u32],
    n: u64,
    #[len(n)] rows: &mut [u32],
    #[len(n)] spread: &mut [u32],
) {
    for i in block.grid_stride(n) {
        let (row, _) = divide(x[i], width.get());
        let (low, mut high) = ordered(x[i], row);
        high -= low;
        let both: (u32, u32) = (row, high);
        rows[i] = both.0;
        spread[i] = both.1;
    }
}

fn main() {}
