//! `sqrt` is `Float`'s: a kernel over any `Scalar` has no square root of an
//! integer to call.
use cuda_sync::prelude::*;

#[kernel]
pub fn k<T: Scalar>(block: ThisBlock, #[len(n)] x: &[T], n: u64, #[len(n)] y: &mut [T]) {
    for i in block.grid_stride(n) {
        y[i] = x[i].sqrt();
    }
}

fn main() {}
