//! Class E: the flag of one kind of channel set for a store into another kind.
use cuda_sync::prelude::*;

#[kernel]
pub fn crossed(block: ThisBlock, payload: Global<u64>, flags: Global<u32>, host_payload: Mapped<u64>, host_flags: Mapped<u32>) {
    let device = block.channel(payload, flags);
    let host = block.host_channel(host_payload, host_flags);
    if let Some(producer) = host.producer() {
        let written = producer.write(0u32, 1u64);
        device.signal(Release, written);
    }
}

fn main() {}
