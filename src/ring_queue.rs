//! A single-producer ring queue: one thread produces, every thread of the other
//! blocks claims items with a relaxed `fetch_add` and consumes them, the ring
//! reused lap after lap.

use cuda_sync::prelude::*;

/// What item `k` carries.
pub fn item(k: u64) -> u64 {
    k * 3 + 1
}

/// Block 0's first thread produces `count` items into a ring of `items` slots;
/// every thread of the other blocks claims items and consumes them into
/// `consumed[k]` until none are left.
#[kernel(cooperative)]
pub fn ring_queue(
    block: ThisBlock,
    #[len(1)] items: Global<u64>,
    #[len(1)] turns: Global<u32>,
    #[len(1)] tail: Global<u64>,
    count: u32,
    #[len(count)] consumed: Output<u64, ByClaim>,
) {
    let queue = block.queue(items, turns, tail);
    if let Some(producer) = queue.producer() {
        for k in 0u32..count {
            producer.send(k, (k as u64 * 3u64 + 1u64).get());
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
