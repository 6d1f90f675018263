//! Class A: the `else` of `if let Some(message)` runs in the threads that saw nothing.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, rounds: u32) {
    let channel: Channel<f32, cuda_sync::publish::Released> = block.channel(payload, flags);
    let mut n = rounds;
    if let Some(message) = channel.wait(block.thread_index(), Acquire, 10u32) {
        let x = channel.read(&message);
    } else {
        n = rounds + 1u32;
    }
    for r in 0u32..n {
        block.sync_threads();
    }
}

fn main() {}
