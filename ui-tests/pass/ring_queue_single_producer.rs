//! A single-producer ring queue: the producer waits for room, writes, publishes
//! with a release; consumers claim with one relaxed fetch_add, wait with an
//! acquire, read, and hand the slot back.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn ring_queue(block: ThisBlock, items: Global<u64>, turns: Global<u32>, tail: Global<u64>, count: u32, consumed: Output<u64, ByClaim>) {
    let queue = block.queue(items, turns, tail);
    if let Some(producer) = queue.producer() {
        for k in 0u32..count {
            producer.send(k, 7u64);
        }
    } else if block.index() > 0u32 {
        let mut claim = queue.claim();
        while claim.number() < count as u64 {
            let k = claim.number();
            let message = queue.wait_for_item(claim, Acquire);
            consumed[k] = queue.read(&message);
            queue.free(message);
            claim = queue.claim();
        }
    }
}

fn main() {}
