//! An array holds at least one cell: C++ has no array of none.
use cuda_sync::prelude::*;

#[kernel]
pub fn nothing(block: ThisBlock, #[len(blocks * threads)] out: &mut [f32]) {
    let none = [1.0f32; 0];
    out[block.global_index()] = 1.0f32;
}

fn main() {}
