//! Red team, round 7: a flag stored with `AcqRel`. A store releases or not; the
//! C++ (`atomic_ref::store`) has no such order and would stop at an assertion.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, payload: Global<f32>, flags: Global<u32>) {
    let channel = block.channel(payload, flags);
    let written = channel.write(block.global_index(), 1.0f32);
    channel.signal(AcqRel, written);
}

fn main() {}
