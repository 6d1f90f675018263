//! Red team, round 20: `queue.read(&m) + hand_back(&queue, m)`: C++ may run
//! the device function's `free` (a release store that hands the slot back to
//! the producer) before the read of the slot (rule E1, through the callee's
//! effect).
use cuda_sync::prelude::*;
use cuda_sync::message::Message;
use cuda_sync::publish::{Acquired, Released};

#[device]
pub fn hand_back(queue: &Queue<u64, Released>, message: Message<Released, Acquired, Queue<u64, Released>>) -> u64 {
    queue.free(message);
    0u64
}

#[kernel(cooperative)]
pub fn ring(
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
            consumed[k] = queue.read(&message) + hand_back(&queue, message);
            claim = queue.claim();
        }
    }
}
fn main() {}
