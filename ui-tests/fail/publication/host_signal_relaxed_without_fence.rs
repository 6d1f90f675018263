//! Fences lesson: a host flag set with a relaxed store that released nothing.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, payload: Mapped<u64>, flags: Mapped<u32>) {
    let channel = block.host_channel(payload, flags);
    if let Some(producer) = channel.producer() {
        let written = producer.write(0u32, 42u64);
        producer.signal(1u32, Relaxed, written);
    }
}

fn main() {}
