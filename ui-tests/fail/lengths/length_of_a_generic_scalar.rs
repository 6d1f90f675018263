//! A length is a `u64` the launcher computes before the launch, each scalar
//! argument `as u64`; a scalar of a generic type has no such conversion.
//! Red team round 59 found rustc's "non-primitive cast" on `#[kernel]`.
use cuda_sync::prelude::*;

#[kernel]
pub fn fill<T: Scalar>(block: ThisBlock, n: T, #[len(n)] out: &mut [f32]) {
    let i = block.global_index();
    out[i] = 1.0f32;
}

fn main() {}
