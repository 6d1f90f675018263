//! rustc could convert the literal `5u32` to the `u64` it infers for `T`, but
//! the C++ template deduces `T` from the literal itself: `unsigned int`, and
//! `T::MAX` would be 4294967295 on the GPU (rule G1).
use cuda_sync::prelude::*;

#[device]
pub fn top<T: Scalar>(a: T) -> T {
    T::MAX
}

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] out: &mut [u64], n: u64) {
    for i in block.grid_stride(n) {
        let t: u64 = top(5u32);
        out[i] = t;
    }
}

fn main() {}
