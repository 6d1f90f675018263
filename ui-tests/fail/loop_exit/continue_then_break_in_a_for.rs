//! the same shape in a `for` over a uniform range: the block-uniform
//! `rounds` ends 1 in most threads and 4 in lanes 0..4, and steers `__syncthreads()`.
use cuda_sync::prelude::*;

#[kernel]
pub fn a22c(block: ThisBlock, out: &mut [u32]) {
    let mut rounds: Uniform<u32> = 0u32;
    for _ in 0u32..4u32 {
        rounds += 1u32;
        if block.lane_index() < 5u32 {
            continue;
        }
        break;
    }
    if rounds == 4u32 {
        block.sync_threads();
    }
    out[block.global_index()] = rounds.get();
}

fn main() {}
