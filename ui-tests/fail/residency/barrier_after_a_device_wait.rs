//! Class R: the wait hides in a device function, the barrier follows it.
use cuda_sync::prelude::*;
use cuda_sync::publish::Released;

#[device]
fn take(channel: Channel<f32, Released>, slot: u64) -> f32 {
    let message = channel.wait_forever(slot, Acquire);
    channel.read(&message)
}

#[kernel(cooperative)]
pub fn stuck(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    let i = block.global_index();
    let mut got = 0.0f32;
    if block.thread_index() == 0u32 {
        got = take(channel, i.get() + 1u64);
    }
    block.sync_threads();
    let written = channel.write(i, got);
    channel.signal(Release, written);
}

fn main() {}
