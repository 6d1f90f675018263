//! Forward progress: an unbounded wait two device functions down, in an ordinary launch.
use cuda_sync::prelude::*;
use cuda_sync::publish::Released;

#[device]
fn wait_for(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, slot: u32) -> f32 {
    let channel: Channel<f32, Released> = block.channel(payload, flags);
    let message = channel.wait_forever(slot, Acquire);
    channel.read(&message)
}

#[device]
fn relay(block: ThisBlock, payload: Global<f32>, flags: Global<u32>) -> f32 {
    wait_for(block, payload, flags, 0u32)
}

#[kernel]
pub fn ordinary(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    out[block.global_index()] = relay(block, payload, flags);
}

fn main() {}
