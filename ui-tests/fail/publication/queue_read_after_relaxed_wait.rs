//! Atomics lesson: a consumer reads the item after a relaxed look at its turn.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn k(block: ThisBlock, items: Global<u64>, turns: Global<u32>, tail: Global<u64>, out: &mut [u64]) {
    let queue = block.queue(items, turns, tail);
    if let Some(producer) = queue.producer() {
        producer.send(0u32, 7u64);
    } else if block.index() > 0u32 {
        let message = queue.wait_for_item(queue.claim(), Relaxed);
        out[block.global_index()] = queue.read(&message);
    }
}

fn main() {}
