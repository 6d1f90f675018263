//! Publishing to the host: the payload in mapped host memory, a system-scope
//! release fence, then the flag the host polls while the kernel runs.
use cuda_sync::prelude::*;

#[kernel]
pub fn publish_to_host(block: ThisBlock, payload: Mapped<u64>, flags: Mapped<u32>, count: u32) {
    let channel = block.host_channel(payload, flags);
    if let Some(producer) = channel.producer() {
        for k in 0u32..count {
            let written = producer.write(k, 42u64);
            let fenced = written.release_fence::<System>();
            producer.signal(1u32, Relaxed, fenced);
        }
    }
}

fn main() {}
