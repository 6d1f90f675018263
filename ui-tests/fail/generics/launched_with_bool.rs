//! `bool` is a cell, but not a `Scalar`: a generic kernel's instance is
//! checked where it is named.
use cuda_sync::prelude::*;

#[kernel]
pub fn copy<T: Scalar>(block: ThisBlock, #[len(n)] x: &[T], n: u64, #[len(n)] y: &mut [T]) {
    for i in block.grid_stride(n) {
        y[i] = x[i];
    }
}

fn main() {
    let _ = copy::source::<bool>();
}
