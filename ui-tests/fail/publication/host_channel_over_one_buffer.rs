//! Red team, round 3: one mapped buffer as payload and flags: plain and atomic
//! stores to the same cells.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, m: Mapped<u32>) {
    let ch = block.host_channel(m, m);
    if let Some(producer) = ch.producer() {
        let w = producer.write(0u32, 5u32);
        producer.signal(1u32, Release, w);
    }
}

fn main() {}
