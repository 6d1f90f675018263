//! A generic device function's `T` is its argument's own type (rule G1),
//! and `Uniform<u32>` is no scalar type: the error says to pass the plain
//! value, `n.get()`, as a plain function's parameter takes it by itself.
use cuda_sync::prelude::*;

#[device]
pub fn twice<T: Int>(x: T) -> T {
    x + x
}

#[kernel]
pub fn uniform_to_generic(block: ThisBlock, n: u32, #[len(blocks * threads)] out: &mut [u32]) {
    out[block.global_index()] = twice(n);
}

fn main() {}
