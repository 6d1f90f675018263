//! A loop with a block barrier and a warp sum: whole warps leaving it on
//! the warp's row would leave the others waiting at the barrier.
use cuda_sync::prelude::*;

#[kernel]
pub fn mixed(block: ThisBlock, input: &[f32], rows: u64, out: &mut [f32]) {
    let i = block.global_index();
    let mut row = block.warp_index() as u64;
    loop {
        if row >= rows {
            break;
        }
        out[i] = block.warp_sum(input[i]);
        block.sync_threads();
        row += 8u64;
    }
}

fn main() {}
