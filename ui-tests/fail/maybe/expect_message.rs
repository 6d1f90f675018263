//! Class H: `expect` on a wait that may have timed out.
use cuda_sync::prelude::*;

#[kernel]
pub fn expect_flag(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel: Channel<f32, _> = block.channel(payload, flags);
    let message = channel.wait(0u32, Acquire, 1000u32).expect("the producer ran");
    out[block.global_index()] = channel.read(&message);
}

fn main() {}
