//! Class G: the reduction is in a device function; the return is in the kernel.
use cuda_sync::prelude::*;

#[device]
fn total(block: ThisBlock, x: f32) -> f32 {
    block.reduce_sum(x).get()
}

#[kernel]
pub fn return_then_total(block: ThisBlock, input: &[f32], n: u32, out: &mut [f32]) {
    let gid = block.index() * block.size() + block.thread_index();
    if gid >= n {
        return;
    }
    out[block.global_index()] = total(block, input[gid as usize]);
}

fn main() {}
