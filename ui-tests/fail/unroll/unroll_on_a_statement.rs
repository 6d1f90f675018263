//! `#[unroll]` on something other than a loop asks for nothing: refused, so
//! that a misplaced hint is not silently dropped.
use cuda_sync::prelude::*;

#[kernel]
pub fn misplaced(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    #[unroll]
    let doubled = input[i] * 2u32;
    out[i] = doubled;
}

fn main() {}
