//! Class J: a consumer waits twice on one claim, so two reads and two
//! hand-backs race for one item. A claim is spent by its wait.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn greedy(block: ThisBlock, items: Global<u64>, turns: Global<u32>, tail: Global<u64>, out: Output<u64, ByClaim>) {
    let queue = block.queue(items, turns, tail);
    if let Some(producer) = queue.producer() {
        producer.send(0u32, 7u64);
    } else if block.index() > 0u32 {
        let claim = queue.claim();
        let k = claim.number();
        let first = queue.wait_for_item(claim, Acquire);
        let again = queue.wait_for_item(claim, Acquire);
        out[k] = queue.read(&first) + queue.read(&again);
    }
}

fn main() {}
