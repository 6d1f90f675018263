//! A reversed range keeps its bounds' uniformity: counting down from the
//! thread's own index runs a different number of rounds in each thread, so a
//! barrier inside is reached by only some of them.
use cuda_sync::prelude::*;

#[kernel]
pub fn countdown(block: ThisBlock, out: &mut [u32]) {
    let mut rounds = 0u32;
    for k in (0u32..block.thread_index()).rev() {
        block.sync_threads();
        rounds += k;
    }
    out[block.global_index()] = rounds;
}

fn main() {}
