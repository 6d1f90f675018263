//! Publishing to the host: the payload in mapped host memory, a system-scope
//! release fence, then the flag the host polls while the kernel runs.
use cuda_sync::prelude::*;

#[kernel]
pub fn publish_to_host(block: ThisBlock, payload: Mapped<u64>, flags: Mapped<u32>, count: u32) {
    let channel = block.host_channel(payload, flags);
    if block.thread_index() < count {
        let written = channel.write(block.thread_index(), 42u64);
        let fenced = written.release_fence::<System>();
        channel.signal(1u32, Relaxed, fenced);
    }
}

fn main() {}
