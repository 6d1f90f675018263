//! An array's length is a number or a constant by name: the C++ takes it as
//! a constant, and `TAPS as usize` is not one there. Name it with a `const`.
use cuda_sync::prelude::*;

const TAPS: u32 = 4;

#[kernel]
pub fn taps(block: ThisBlock, #[len(blocks * threads)] out: &mut [u64]) {
    let weights = [1u64; TAPS as usize];
    out[block.global_index()] = weights[0];
}

fn main() {}
