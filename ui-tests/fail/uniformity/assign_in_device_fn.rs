//! Class A: the same assignment, hidden in a device function.
use cuda_sync::prelude::*;

#[device]
fn pick(block: ThisBlock, a: Uniform<u32>, b: Uniform<u32>) -> Uniform<u32> {
    let mut r = a;
    if block.thread_index() < 5u32 {
        r = b;
    }
    r
}

#[kernel]
pub fn uses_pick(block: ThisBlock, limit: u32) {
    let u = pick(block, block.index(), limit);
    if u == limit {
        block.sync_threads();
    }
}

fn main() {}
