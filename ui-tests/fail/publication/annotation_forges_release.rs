//! Class K: the channel's type says released; its only signal is relaxed. The
//! annotation cannot make it so.
use cuda_sync::prelude::*;

use cuda_sync::publish::Released;

#[kernel]
pub fn forged(block: ThisBlock, payload: Global<f32>, flags: Global<u32>) {
    let channel: Channel<f32, Released> = block.channel(payload, flags);
    let written = channel.write(block.global_index(), 1.0f32);
    channel.signal(Relaxed, written);
}

fn main() {}
