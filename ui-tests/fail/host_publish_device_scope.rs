//! A device-scope fence used to publish to the host: it orders the payload only
//! as seen from the device; the host is outside that scope.
use cuda_sync::prelude::*;

#[kernel]
pub fn publish_to_host(block: ThisBlock, payload: Mapped<u64>, flags: Mapped<u32>, count: u32) {
    let channel = block.host_channel(payload, flags);
    if block.thread_index() < count {
        let written = channel.write(block.thread_index(), 42u64);
        let fenced = written.release_fence::<Device>();
        channel.signal(1u32, Relaxed, fenced);
    }
}

fn main() {}
