//! Red team, round 3: two channels over the same buffers, made in two branches with
//! two orders. Channels are made at the top level.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    if block.index() == 0u32 {
        let ch = block.channel(payload, flags);
        if block.thread_index() == 0u32 {
            let w = ch.write(block.global_index(), 42.0f32);
            ch.signal(Relaxed, w);
        }
        return;
    }
    let ch = block.channel(payload, flags);
    if block.thread_index() == 0u32 {
        if let Some(m) = ch.wait(0u32, Acquire, 100000u32) {
            out[block.global_index()] = ch.read(&m);
        }
    }
    if block.thread_index() == 1u32 {
        let w = ch.write(block.global_index(), 1.0f32);
        ch.signal(Release, w);
    }
}

fn main() {}
