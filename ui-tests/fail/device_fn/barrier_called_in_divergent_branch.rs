//! Day 14: the barrier is in a device function; the call is under a thread-dependent `if`.
use cuda_sync::prelude::*;

#[device]
fn sync(block: ThisBlock) {
    block.sync_threads();
}

#[kernel]
pub fn half_sync(block: ThisBlock) {
    if block.thread_index() < 64u32 {
        sync(block);
    }
}

fn main() {}
