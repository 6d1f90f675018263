//! Class A: the `else` of a thread-dependent `if` is just as divergent.
use cuda_sync::prelude::*;

#[kernel]
pub fn pick_in_else(block: ThisBlock, rounds: u32, out: &mut [u32]) {
    let mut n = rounds;
    if block.thread_index() < 32u32 {
        out[block.global_index()] = 1u32;
    } else {
        n = rounds + 1u32;
    }
    for r in 0u32..n {
        block.sync_threads();
    }
}

fn main() {}
