//! C++ deduces a generic device function's type from its arguments; a type
//! that only the return names would be rustc's guess from the caller.
use cuda_sync::prelude::*;

#[device]
pub fn zero<T: Scalar>(x: u32) -> T {
    T::ZERO
}

fn main() {}
