//! Class M/D: fenced evidence returned by a device function could stand for any store.
use cuda_sync::prelude::*;

use cuda_sync::publish::{ByLeader, Fenced};

#[device]
fn store_and_fence(block: ThisBlock, partials: Global<f32>, x: f32) -> Fenced<Device, ByLeader, Global<f32>> {
    let leader = block.leader();
    leader.store(partials, x).release_fence::<Device>()
}

fn main() {}
