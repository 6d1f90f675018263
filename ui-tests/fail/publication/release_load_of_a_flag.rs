//! Red team, round 7: a flag loaded with `Release`. A load acquires or not.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    if let Some(message) = channel.wait(block.thread_index(), Release, 100u32) {
        out[block.global_index()] = 1.0f32;
    }
}

fn main() {}
