//! Class J: a consumer waits for an item number it did not claim; the thread
//! that did claim it reads it too, and both hand the slot back.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn poach(block: ThisBlock, items: Global<u64>, turns: Global<u32>, tail: Global<u64>, out: &mut [u64]) {
    let queue = block.queue(items, turns, tail);
    if block.index() > 0u32 {
        let message = queue.wait_for_item(block.thread_index(), Acquire);
        out[block.global_index()] = queue.read(&message);
        queue.free(message);
    }
}

fn main() {}
