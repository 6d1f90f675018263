//! The name first holds the thread index, then is shadowed by a shifted one:
//! the comparison below is on the shifted value.
use cuda_sync::prelude::*;

#[kernel]
pub fn shadowed(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let tid = block.thread_index();
    let tid = tid + 16u32;
    let i = block.global_index();
    if tid < 32u32 {
        out[i] = block.warp_sum(input[i]);
    }
}

fn main() {}
