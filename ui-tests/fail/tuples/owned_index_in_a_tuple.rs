//! A tuple holds plain values, as an array does: an owned index is a proof
//! that this thread alone writes one output cell (rule O1), and a proof
//! stays where it was made.
use cuda_sync::prelude::*;

#[kernel]
pub fn pair(block: ThisBlock, #[len(blocks * threads)] out: &mut [f32]) {
    let both = (block.global_index(), 1.0f32);
    out[both.0] = both.1;
}

fn main() {}
