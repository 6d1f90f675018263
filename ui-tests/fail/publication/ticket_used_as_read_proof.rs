//! Day 27: the leader's own ticket is not the last arrival: it proves nothing about
//! other blocks' stores.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, partials: Global<f32>, others: Global<f32>, arrivals: Global<u32>, total: &mut [f32]) {
    let leader = block.leader();
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, leader.store(partials, 1.0f32));
    total[block.global_index()] = others.read(0u32, &ticket);
}

fn main() {}
