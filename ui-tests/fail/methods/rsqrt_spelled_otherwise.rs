//! CUDA's `rsqrtf` has no method of that name in Rust or in the kernel
//! language: the error spells it with the language's methods.
use cuda_sync::prelude::*;

#[kernel]
pub fn inverse_roots(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let i = block.global_index();
    out[i] = input[i].rsqrt();
}

fn main() {}
