//! Class A: only the threads that saw the flag are inside `if let Some(..)`.
use cuda_sync::prelude::*;

#[kernel]
pub fn after_message(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, rounds: u32) {
    let channel: Channel<f32, _> = block.channel(payload, flags);
    let mut n = rounds;
    if let Some(message) = channel.wait(block.thread_index(), Acquire, 100u32) {
        n = rounds + 1u32;
        let _ = channel.read(block.thread_index(), &message);
    }
    for r in 0u32..n {
        block.sync_threads();
    }
}

fn main() {}
