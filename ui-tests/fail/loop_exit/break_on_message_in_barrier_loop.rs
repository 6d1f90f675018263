//! Day 14: leaving a loop with a barrier when this thread's flag arrived.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, rounds: u32) {
    let channel: Channel<f32, cuda_sync::publish::Released> = block.channel(payload, flags);
    for r in 0u32..rounds {
        block.sync_threads();
        if let Some(message) = channel.wait(block.thread_index(), Acquire, 10u32) {
            break;
        }
    }
}

fn main() {}
