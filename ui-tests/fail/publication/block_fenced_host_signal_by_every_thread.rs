//! Red team, round 3: every thread stores into the host's slots and signals
//! after a block barrier. A host channel has one writer, its producer, so the
//! first store is refused already (two threads could store one slot).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, payload: Mapped<f32>, flags: Mapped<u32>) {
    let ch = block.host_channel(payload, flags);
    let w = ch.write(block.global_index(), 5.0f32);
    let w = w.sync_threads();
    let f = w.release_fence::<System>();
}

fn main() {}
