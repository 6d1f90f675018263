//! Class K: a second channel over the same buffers, annotated as released, beside a
//! relaxed sender. A channel owns its buffers.
use cuda_sync::prelude::*;

use cuda_sync::publish::Released;

#[kernel]
pub fn two_views(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let tx = block.channel(payload, flags);
    let rx: Channel<f32, Released> = block.channel(payload, flags);
    let written = tx.write(block.global_index(), 1.0f32);
    tx.signal(Relaxed, written);
    if let Some(message) = rx.wait(block.thread_index(), Acquire, 100u32) {
        out[block.global_index()] = rx.read(&message);
    }
}

fn main() {}
