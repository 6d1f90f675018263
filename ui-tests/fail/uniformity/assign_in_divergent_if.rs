//! Class A: a uniform variable assigned under a thread-dependent condition.
//! Afterwards threads disagree on `u`, so the barrier below is divergent.
use cuda_sync::prelude::*;

#[kernel]
pub fn pick_size(block: ThisBlock, out: &mut [u32]) {
    let mut u = block.index();
    if block.thread_index() < 32u32 {
        u = block.size();
    }
    if u == block.size() {
        block.sync_threads();
    }
    out[block.global_index()] = u.get();
}

fn main() {}
