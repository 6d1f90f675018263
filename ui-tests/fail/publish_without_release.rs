//! The flag set with a relaxed store and no fence before it: the consumer may
//! see the flag before the payload, however it reads the flag.
use cuda_sync::prelude::*;

#[kernel]
pub fn pass_messages(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    let half = block.count() / 2u32;
    let slot = (block.index() % half) as u64 * block.size() as u64 + block.thread_index() as u64;
    if block.index() < half {
        let written = channel.write(block.global_index(), 1.0f32);
        channel.signal(Relaxed, written);
    } else if let Some(message) = channel.wait(slot, Acquire, 1000000u32) {
        out[block.global_index()] = channel.read(&message);
    }
}

fn main() {}
