//! Class A: a uniform branch inside a divergent one is still divergent.
use cuda_sync::prelude::*;

#[kernel]
pub fn nested(block: ThisBlock, limit: u32) {
    let mut u = block.index();
    if block.thread_index() % 2u32 == 0u32 {
        if limit > 3u32 {
            u = limit;
        }
    }
    if u == limit {
        block.sync_threads();
    }
}

fn main() {}
