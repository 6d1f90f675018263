//! A uniform range stepped by a thread's own number runs a different number
//! of rounds in each thread: a barrier inside is reached by only some.
use cuda_sync::prelude::*;

#[kernel]
pub fn strided(block: ThisBlock, rounds: u32, out: &mut [u32]) {
    let mut seen = 0u32;
    for k in (0u32..rounds).step_by(block.thread_index() as usize + 1usize) {
        block.sync_threads();
        seen += k;
    }
    out[block.global_index()] = seen;
}

fn main() {}
