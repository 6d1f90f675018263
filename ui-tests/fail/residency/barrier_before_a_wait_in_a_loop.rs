//! Class R: the barrier comes first in the loop body, so from the second
//! iteration on it comes after the wait.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn rounds(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    let i = block.global_index();
    let mut sum = 0.0f32;
    for r in 0u32..4u32 {
        block.sync_threads();
        if block.thread_index() == 0u32 {
            let message = channel.wait_forever(i + 1u64, Acquire);
            sum += channel.read(&message);
        }
    }
    out[i] = sum;
}

fn main() {}
