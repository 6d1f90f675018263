//! The warp's index plus the lane's is a thread's own number, not a warp's:
//! a condition on it splits warps, so the warp sum inside misses lanes.
use cuda_sync::prelude::*;

#[kernel]
pub fn mixed(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    if block.warp_index() + block.lane_index() < 8u32 {
        out[i] = block.warp_sum(input[i]);
    }
}

fn main() {}
