//! Class J: every thread of block 0 produces into a single-producer ring. The
//! queue hands its producer to one thread only.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn many_producers(block: ThisBlock, items: Global<u64>, turns: Global<u32>, tail: Global<u64>) {
    let queue = block.queue(items, turns, tail);
    if block.index() == 0u32 {
        queue.send(block.thread_index(), 1u64);
    }
}

fn main() {}
