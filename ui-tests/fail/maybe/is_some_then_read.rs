//! Class H: `is_some()` tells nothing the branch does not, and is not a branch on the proof.
use cuda_sync::prelude::*;

#[kernel]
pub fn check_then_read(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel: Channel<f32, _> = block.channel(payload, flags);
    let arrived = channel.wait(0u32, Acquire, 1000u32).is_some();
    if arrived {
        out[block.global_index()] = 1.0f32;
    }
}

fn main() {}
