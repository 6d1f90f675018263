//! Whole warps leave a loop of warp sums at different times, so a count
//! kept in a block-uniform variable inside it differs between warps, and
//! steers a barrier after it.
use cuda_sync::prelude::*;

#[kernel]
pub fn counted(block: ThisBlock, input: &[f32], rows: u64, out: &mut [f32]) {
    let i = block.global_index();
    let mut row = block.warp_index() as u64;
    let mut rounds: Uniform<u32> = 0u32;
    loop {
        if row >= rows {
            break;
        }
        rounds += 1u32;
        out[i] = block.warp_sum(input[i]);
        row += 8u64;
    }
    for _ in 0u32..rounds {
        block.sync_threads();
    }
}

fn main() {}
