//! A warp-uniform variable that lane 0 alone changes: afterwards the lanes of
//! the warp disagree on it, so a branch on it splits the warp.
use cuda_sync::prelude::*;

#[kernel]
pub fn lane_zero_moves_on(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    let mut row = block.warp_index();
    if block.lane_index() == 0u32 {
        row += 1u32;
    }
    if row < 4u32 {
        out[i] = block.warp_sum(input[i]);
    }
}

fn main() {}
