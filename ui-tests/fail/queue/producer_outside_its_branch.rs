//! Class J: the producer used outside `if let Some(producer)`.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn unwrap_producer(block: ThisBlock, items: Global<u64>, turns: Global<u32>, tail: Global<u64>) {
    let queue = block.queue(items, turns, tail);
    let producer = queue.producer().unwrap();
    producer.send(0u32, 1u64);
}

fn main() {}
