//! Red team, round 3: the same towards the host.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, payload: Mapped<f32>, flags: Mapped<u32>) {
    let ch = block.host_channel(payload, flags);
    let w = ch.write(block.thread_index(), 5.0f32);
    let w = w.sync_threads();
    let f = w.release_fence::<System>();
    ch.signal(1u32, Relaxed, f);
}

fn main() {}
