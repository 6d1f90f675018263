//! Class H: `!` keeps a per-thread condition per-thread.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    let t = block.thread_index();
    if !(t < 5u32) && block.reduce_sum(t) > 3u32 {
        out[block.global_index()] = 1u32;
    }
}

fn main() {}
