//! Atomics lesson: the producer hands the slot over with a relaxed store and no fence.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn k(block: ThisBlock, items: Global<u64>, turns: Global<u32>, tail: Global<u32>, out: &mut [u64]) {
    let queue = block.queue(items, turns, tail);
    if let Some(producer) = queue.producer() {
        let room = producer.wait_for_room(0u32, 0u32);
        let written = producer.write(room, 7u64);
        producer.publish(0u32, Relaxed, written);
    } else if block.index() > 0u32 {
        let message = queue.wait_for_item(0u32, 0u32, Acquire);
        out[0] = queue.read(&message);
    }
}

fn main() {}
