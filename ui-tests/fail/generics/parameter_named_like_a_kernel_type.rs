//! A generic parameter named `ThisBlock` (or `f32`, or `Relaxed`): the macro
//! reads those names by their spelling, so the C++ would take it for the
//! other (rule N1).
use cuda_sync::prelude::*;

#[kernel]
pub fn k<ThisBlock: Scalar>(block: ThisBlock, #[len(n)] y: &mut [ThisBlock], n: u64) {}

#[kernel]
pub fn m<f32: Float>(block: cuda_sync::ThisBlock, x: f32) {}

fn main() {}
