//! Class J: the consumer hands the slot back, then reads it: the producer may
//! already be writing the next lap's item there.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn late_read(block: ThisBlock, items: Global<u64>, turns: Global<u32>, tail: Global<u64>, out: Output<u64, ByClaim>) {
    let queue = block.queue(items, turns, tail);
    if let Some(producer) = queue.producer() {
        producer.send(0u32, 7u64);
    } else if block.index() > 0u32 {
        let claim = queue.claim();
        let k = claim.number();
        let message = queue.wait_for_item(claim, Acquire);
        queue.free(message);
        out[k] = queue.read(&message);
    }
}

fn main() {}
