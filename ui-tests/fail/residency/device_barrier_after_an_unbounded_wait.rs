//! Class R: the barrier after the wait hides in a device function.
use cuda_sync::prelude::*;

#[device]
fn settle(block: ThisBlock) {
    block.sync_threads();
}

#[kernel(cooperative)]
pub fn stuck(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    let i = block.global_index();
    if block.thread_index() == 0u32 {
        let message = channel.wait_forever(i + 1u64, Acquire);
        out[i] = channel.read(&message);
    }
    settle(block);
}

fn main() {}
