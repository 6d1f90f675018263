//! A channel handed to a device function.
use cuda_sync::prelude::*;
use cuda_sync::publish::Released;

#[device]
fn send(channel: Channel<f32, Released>, slot: Own<ByThread>, value: f32) {
    let written = channel.write(slot, value);
    channel.signal(Release, written);
}

#[kernel]
pub fn producer(block: ThisBlock, payload: Global<f32>, flags: Global<u32>) {
    let channel = block.channel(payload, flags);
    send(channel, block.global_index(), 1.0f32);
}

fn main() {}
