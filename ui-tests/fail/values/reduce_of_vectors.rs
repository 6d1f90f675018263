//! Red team, round 9: a block reduction of a vector: the warp shuffles move numbers only.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let v = input.load4(block.thread_index() as u64);
    let s = block.reduce_sum(v);
}

fn main() {}
