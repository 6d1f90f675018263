//! Red team, round 14: a block-wide operation in a while condition (c26_devfn_barrier_in_perthread_while_cond).
use cuda_sync::prelude::*;
// A device function with __syncthreads() called in a per-thread while condition.
#[device]
fn below(block: ThisBlock, r: u32, limit: u32) -> bool {
    block.sync_threads();
    r < limit
}
#[kernel]
pub fn k(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    let mut r = 0u32;
    while below(block, r, 100u32) {
        r += input[i];
    }
    block.sync_threads();
    out[i] = r;
}
fn main() {}
