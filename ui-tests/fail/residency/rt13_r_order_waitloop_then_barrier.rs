//! Red team, round 13: a spin spelled past the first spin rule (r_order_waitloop_then_barrier).
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, payload: Global<u32>, flags: Global<u32>, out: &mut [u32]) {
    let channel = block.channel(payload, flags);
    let i = block.global_index();
    let tid = block.thread_index();
    let written = channel.write(i, 7u32);
    let mut done = false;
    if tid == 0u32 {
        while !done {
            if let Some(message) = channel.wait(1u32, Acquire, 100u32) {
                done = true;
            }
        }
    }
    block.sync_threads();
    channel.signal(Release, written);
    out[i] = 1u32;
}
fn main() {}
