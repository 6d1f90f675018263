//! Class A: shadowing does not hide the assignment: the outer uniform `u` is assigned
//! under a per-thread condition.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock) {
    let mut u = block.index();
    if block.thread_index() < 3u32 {
        let v = 5u32;
        u = block.size();
    }
    if u == block.size() {
        block.sync_threads();
    }
}

fn main() {}
