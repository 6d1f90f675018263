//! A name that holds the thread index plus one: `tid < 32` no longer splits at
//! a warp boundary (the first warp loses its last lane).
use cuda_sync::prelude::*;

#[kernel]
pub fn off_by_one(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let tid = block.thread_index() + 1u32;
    let i = block.global_index();
    if tid < 32u32 {
        out[i] = block.warp_sum(input[i]);
    }
}

fn main() {}
