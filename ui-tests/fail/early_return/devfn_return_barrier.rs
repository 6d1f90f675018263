//! Red team, round 1: a thread-dependent `return` in a device function leaves the
//! threads that took it waiting in the caller; the barrier after it is divergent.
use cuda_sync::prelude::*;

#[device]
fn half_sync(block: ThisBlock) {
    if block.thread_index() < 16u32 {
        return;
    }
    block.sync_threads();
}

#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    half_sync(block);
    block.sync_threads();
    out[block.global_index()] = 1u32;
}

fn main() {}
