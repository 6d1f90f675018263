//! Class G: a warp sum two device functions down, called after some threads returned.
use cuda_sync::prelude::*;

#[device]
fn lanes(block: ThisBlock, x: f32) -> f32 {
    block.warp_sum(x)
}

#[device]
fn via(block: ThisBlock, x: f32) -> f32 {
    lanes(block, x) * 2.0f32
}

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], n: u32, out: &mut [f32]) {
    let i = block.index() * block.size() + block.thread_index();
    if i >= n {
        return;
    }
    out[block.global_index()] = via(block, input[i as usize]);
}

fn main() {}
