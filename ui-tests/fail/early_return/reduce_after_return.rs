//! Class G: threads past the end return, then the block reduces: their lanes feed garbage.
use cuda_sync::prelude::*;

#[kernel]
pub fn sum_tail(block: ThisBlock, input: &[f32], n: u32, out: &mut [f32]) {
    let gid = block.index() * block.size() + block.thread_index();
    if gid >= n {
        return;
    }
    let s = block.reduce_sum(input[gid as usize]);
    out[block.global_index()] = s.get();
}

fn main() {}
