//! Publishing to the host while the kernel runs: a payload in mapped host
//! memory, a system-scope release fence, then the flag the host polls.

use cuda_sync::prelude::*;

/// What message `k` carries.
pub fn payload_of(k: u64) -> u64 {
    k * 1_000_003 + 7
}

/// One thread publishes `count` messages to the host, one every `gap_ns`
/// nanoseconds: the payload, a system-scope release fence, then the flag.
#[kernel]
pub fn publish_to_host(
    block: ThisBlock,
    payload: Mapped<u64>,
    flags: Mapped<u32>,
    count: u32,
    gap_ns: u32,
) {
    let channel = block.host_channel(payload, flags);
    if let Some(producer) = channel.producer() {
        for k in 0u32..count {
            block.sleep(gap_ns);
            let written = producer.write(k, (k as u64 * 1000003u64 + 7u64).get());
            let fenced = written.release_fence::<System>();
            producer.signal(1u32, Relaxed, fenced);
        }
    }
}
