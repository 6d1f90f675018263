//! Class H: `unwrap()` on a bounded wait inside a device function: in the threads
//! whose wait ran out, it would be a message of nothing.
use cuda_sync::prelude::*;
use cuda_sync::publish::Released;

#[device]
fn take(channel: Channel<f32, Released>, slot: u32) -> f32 {
    let message = channel.wait(slot, Acquire, 1000u32).unwrap();
    channel.read(&message)
}

fn main() {}
