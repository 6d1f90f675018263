//! `top(5)`: rustc gives the literal the `u64` it infers for `T`; C++ gives it
//! `int`, and the template's `T` follows it (rule G1).
use cuda_sync::prelude::*;

#[device]
pub fn top<T: Int>(a: T) -> T {
    T::MAX
}

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] out: &mut [u64], n: u64) {
    for i in block.grid_stride(n) {
        let t: u64 = top(5);
        out[i] = t;
    }
}

fn main() {}
