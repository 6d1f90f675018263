//! Class I: a host flag set for a store the host cannot see: device memory,
//! fenced at device scope.
use cuda_sync::prelude::*;

#[kernel]
pub fn wrong_evidence(block: ThisBlock, cells: Global<u64>, payload: Mapped<u64>, flags: Mapped<u32>) {
    let channel = block.host_channel(payload, flags);
    let fenced = cells.write_own(42u64).release_fence::<Device>();
    if let Some(producer) = channel.producer() {
        producer.signal(1u32, Relaxed, fenced);
    }
}

fn main() {}
