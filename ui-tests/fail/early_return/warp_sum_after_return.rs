//! Class G: a warp sum after some lanes returned.
use cuda_sync::prelude::*;

#[kernel]
pub fn warp_tail(block: ThisBlock, input: &[f32], n: u32, out: &mut [f32]) {
    let gid = block.index() * block.size() + block.thread_index();
    if gid >= n {
        return;
    }
    out[block.global_index()] = block.warp_sum(input[gid as usize]);
}

fn main() {}
