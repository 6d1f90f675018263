//! Class A: a shift-assignment of a uniform value in a loop on a per-thread condition.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[u32]) {
    let mut u = block.size();
    let mut i = block.thread_index();
    while i < input[0] {
        u <<= 1u32;
        i += 32u32;
    }
    if u > 1024u32 {
        block.sync_threads();
    }
}

fn main() {}
