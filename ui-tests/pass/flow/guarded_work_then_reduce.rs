//! Class G done right: guard the load instead of returning.
use cuda_sync::prelude::*;

#[kernel]
pub fn sum_tail(block: ThisBlock, input: &[f32], n: u32, out: &mut [f32]) {
    let gid = block.index() * block.size() + block.thread_index();
    let mut x = 0.0f32;
    if gid < n {
        x = input[gid as usize];
    }
    let s = block.reduce_sum(x);
    if gid < n {
        out[block.global_index()] = s.get();
    }
}

fn main() {}
