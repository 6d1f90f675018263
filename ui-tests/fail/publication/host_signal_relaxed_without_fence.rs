//! Fences lesson: a host flag set with a relaxed store that released nothing.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, payload: Mapped<u64>, flags: Mapped<u32>) {
    let channel = block.host_channel(payload, flags);
    let written = channel.write(block.thread_index(), 42u64);
    channel.signal(1u32, Relaxed, written);
}

fn main() {}
