//! A device-scope fence used to publish to the host: it orders the payload only
//! as seen from the device; the host is outside that scope.
use cuda_sync::prelude::*;

#[kernel]
pub fn publish_to_host(block: ThisBlock, payload: Mapped<u64>, flags: Mapped<u32>, count: u32) {
    let channel = block.host_channel(payload, flags);
    if let Some(producer) = channel.producer() {
        for k in 0u32..count {
            let written = producer.write(k, 42u64);
            let fenced = written.release_fence::<Device>();
            producer.signal(1u32, Relaxed, fenced);
        }
    }
}

fn main() {}
