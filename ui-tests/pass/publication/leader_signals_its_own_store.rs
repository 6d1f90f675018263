//! Every thread stores a payload cell; only thread 0 signals, and its evidence
//! carries the one slot it stored: slot 0.
use cuda_sync::prelude::*;

#[kernel]
pub fn first_only(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    let written = channel.write(block.global_index(), 1.0f32);
    if block.thread_index() == 0u32 {
        channel.signal(Release, written);
    }
    if let Some(message) = channel.wait(0u32, Acquire, 1000u32) {
        out[block.global_index()] = channel.read(&message);
    }
}

fn main() {}
