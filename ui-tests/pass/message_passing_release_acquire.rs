//! Message passing: the producer sets the flag with a release store, the
//! consumer waits for it with acquire loads (bounded: an ordinary launch does
//! not promise the producer's block runs meanwhile).
use cuda_sync::prelude::*;

#[kernel]
pub fn pass_messages(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    let half = block.count() / 2u32;
    let slot = (block.index() % half) as u64 * block.size() as u64 + block.thread_index() as u64;
    if block.index() < half {
        let written = channel.write(block.global_index(), 1.0f32);
        channel.signal(Release, written);
    } else if let Some(message) = channel.wait(slot, Acquire, 1000000u32) {
        out[block.global_index()] = channel.read(&message);
    }
}

fn main() {}
