//! Forward progress: an unbounded wait in a device function, in an ordinary launch.
use cuda_sync::prelude::*;

use cuda_sync::publish::Released;

#[device]
fn wait_for(channel: Channel<f32, Released>, slot: u32) -> f32 {
    let message = channel.wait_forever(slot, Acquire);
    channel.read(&message)
}

#[kernel]
pub fn k(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    out[block.global_index()] = wait_for(channel, 0u32);
}

fn main() {}
