//! Class R: thread 0 waits for the flag thread 1 sets after the barrier; thread
//! 1 waits at the barrier for thread 0. Neither ever moves.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn stuck(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    let i = block.global_index();
    if block.thread_index() == 0u32 {
        let message = channel.wait_forever(i + 1u64, Acquire);
        out[i] = channel.read(&message);
    }
    block.sync_threads();
    if block.thread_index() == 1u32 {
        let written = channel.write(i, 1.0f32);
        channel.signal(Release, written);
    }
}

fn main() {}
