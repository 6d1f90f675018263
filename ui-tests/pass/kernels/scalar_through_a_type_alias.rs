//! Scalars named through `type` aliases, in a `let`, a cast, an array and a
//! device function's signature: the kernel's C++ spells each as the scalar
//! rustc resolved (red team round 53: the C++ read the alias, which it does
//! not know, and failed at the first launch).
use cuda_sync::prelude::*;

/// An index.
pub type Index = u64;
/// A sample, under a name that C++ also has for a type.
#[allow(non_camel_case_types)]
pub type float_t = f32;

/// Twice `x`.
#[device]
pub fn twice(x: float_t) -> float_t {
    x * 2.0f32
}

#[kernel]
pub fn aliased(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    for i in block.grid_stride(n) {
        let k: Index = i / 2u64;
        let pair: [float_t; 2] = [input[i], k as float_t];
        out[i] = twice(pair[0]) + pair[1];
    }
}

fn main() {}
