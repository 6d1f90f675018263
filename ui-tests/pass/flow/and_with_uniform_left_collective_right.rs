//! `&&` with a uniform left operand: the right one runs in the whole block or none of it.
use cuda_sync::prelude::*;

#[kernel]
pub fn first_block_total(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let x = input[block.thread_index() as usize];
    if block.index() == 0u32 && block.reduce_sum(x) > 0.0f32 {
        out[block.global_index()] = x;
    }
}

fn main() {}
