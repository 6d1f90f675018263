//! The leader of block b writes cell b of an output that thread b of block 0
//! also writes as its own: two writers of one cell.
use cuda_sync::prelude::*;

#[kernel]
pub fn two_views(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let i = block.global_index();
    out[i] = input[i];
    let sum = block.reduce_sum(input[i]);
    if let Some(cell) = block.leader().cell() {
        out[cell] = sum.get();
    }
}

fn main() {}
