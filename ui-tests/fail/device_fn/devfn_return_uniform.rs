//! Red team, round 1: a device function returns a different uniform value in
//! different threads, and the value steers a barrier.
use cuda_sync::prelude::*;

#[device]
fn pick(block: ThisBlock, a: Uniform<u32>, b: Uniform<u32>) -> Uniform<u32> {
    if block.thread_index() < 16u32 {
        return a;
    }
    b
}

#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    let u = pick(block, block.size(), block.index());
    if u == 1u32 {
        block.sync_threads();
    }
    out[block.global_index()] = u.get();
}

fn main() {}
