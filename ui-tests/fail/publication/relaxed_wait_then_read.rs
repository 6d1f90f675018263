//! Atomics lesson: a relaxed load saw the flag, and the payload is read with no acquire.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    let slot = block.thread_index();
    if block.index() == 0u32 {
        let written = channel.write(block.global_index(), 1.0f32);
        channel.signal(Release, written);
    } else if let Some(message) = channel.wait(slot, Relaxed, 100u32) {
        out[block.global_index()] = channel.read(&message);
    }
}

fn main() {}
