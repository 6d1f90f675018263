//! Day 27: a block-scope counter for a hand-off between blocks, inside a device function.
use cuda_sync::prelude::*;

#[device]
fn arrive(block: ThisBlock, partials: Global<f32>, arrivals: Global<u32>) -> u32 {
    let leader = block.leader();
    let ticket = leader.take_ticket(arrivals.counter::<Block>(), AcqRel, leader.store(partials, 1.0f32));
    0u32
}

fn main() {}
