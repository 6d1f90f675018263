//! Red team, round 2: the message of channel `a` read through channel `b`: `b`'s
//! slot was never published to this thread.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, pa: Global<u32>, fa: Global<u32>, pb: Global<f32>, fb: Global<u32>, bound: u32, out: &mut [f32]) {
    let a = block.channel(pa, fa);
    let b = block.channel(pb, fb);
    let slot = block.thread_index();
    if block.index() == 0u32 {
        let wa = a.write(block.global_index(), 1u32);
        a.signal(Release, wa);
        let wb = b.write(block.global_index(), 2.0f32);
        b.signal(Release, wb);
    } else if let Some(message) = a.wait(slot, Acquire, bound) {
        out[block.global_index()] = b.read(&message);
    }
}

fn main() {}
