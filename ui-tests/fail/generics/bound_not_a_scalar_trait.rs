//! A generic kernel's type is a scalar type: the C++ has a copy of the
//! kernel for each scalar type it is launched with, and no other.
use cuda_sync::prelude::*;

#[kernel]
pub fn copy<T: Copy>(block: ThisBlock, #[len(n)] x: &[T], n: u64, #[len(n)] y: &mut [T]) {
    for i in block.grid_stride(n) {
        y[i] = x[i];
    }
}

fn main() {}
