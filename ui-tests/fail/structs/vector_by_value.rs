//! A vector as a kernel argument by value: vectors are cells of buffers,
//! and the error says so rather than asking for a derive on the crate's type.
use cuda_sync::prelude::*;
use cuda_sync::vector::F32x4;

#[kernel]
pub fn offset(block: ThisBlock, by: F32x4, input: &[F32x4], out: &mut [F32x4]) {
    let i = block.global_index();
    out[i] = input[i] + by;
}

fn main() {}
