//! Red team, round 1: a collective in a `while` condition runs again after a thread
//! returned inside the loop body; its lanes are missing.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    let tid = block.thread_index();
    while block.reduce_sum(1u32) > 200u32 {
        if tid == 3u32 {
            return;
        }
    }
    out[block.global_index()] = 1u32;
}

fn main() {}
