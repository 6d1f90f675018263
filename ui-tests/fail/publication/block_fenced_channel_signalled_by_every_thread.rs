//! Red team, round 3: after `written.sync_threads()` only the leader fences, but
//! every thread sets its own flag.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let ch = block.channel(payload, flags);
    if block.index() == 0u32 {
        let w = ch.write(block.global_index(), 7.0f32);
        let w = w.sync_threads();
        let f = w.release_fence::<Device>();
        ch.signal(Relaxed, f);
    } else {
        if let Some(m) = ch.wait(block.thread_index(), Acquire, 100000u32) {
            out[block.global_index()] = ch.read(&m);
        }
    }
}

fn main() {}
