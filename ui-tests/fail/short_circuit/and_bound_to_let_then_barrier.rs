//! Class H: a condition made with `&&` of a per-thread value is per-thread, bound or not.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, limit: u32) {
    let go = block.index() < limit && block.thread_index() < 3u32;
    if go {
        block.sync_threads();
    }
}

fn main() {}
