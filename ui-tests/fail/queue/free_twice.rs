//! Class J: a slot handed back twice skips a lap: the producer overwrites an
//! item its consumer has not read.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn double_free(block: ThisBlock, items: Global<u64>, turns: Global<u32>, tail: Global<u64>, out: Output<u64, ByClaim>) {
    let queue = block.queue(items, turns, tail);
    if let Some(producer) = queue.producer() {
        producer.send(0u32, 7u64);
    } else if block.index() > 0u32 {
        let claim = queue.claim();
        let k = claim.number();
        let message = queue.wait_for_item(claim, Acquire);
        out[k] = queue.read(&message);
        queue.free(message);
        queue.free(message);
    }
}

fn main() {}
