//! The producer releases, but the consumer reads the flag with relaxed loads and
//! no fence after them: its load of the payload may run ahead of the flag.
use cuda_sync::prelude::*;

#[kernel]
pub fn pass_messages(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    let half = block.count() / 2u32;
    let slot = (block.index() % half) as u64 * block.size() as u64 + block.thread_index() as u64;
    if block.index() < half {
        let written = channel.write(block.global_index(), 1.0f32);
        channel.signal(Release, written);
    } else if let Some(message) = channel.wait(slot, Relaxed, 1000000u32) {
        out[block.global_index()] = channel.read(&message);
    }
}

fn main() {}
