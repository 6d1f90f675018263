//! Class H: `is_some()` on the last arrival, then a branch on it.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, partials: Global<f32>, arrivals: Global<u32>, total: &mut [f32]) {
    let leader = block.leader();
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, leader.store(partials, 1.0f32));
    if block.broadcast_ticket(ticket).last().is_some() {
        total[block.global_index()] = 1.0f32;
    }
}

fn main() {}
