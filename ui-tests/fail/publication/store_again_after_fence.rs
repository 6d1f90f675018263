//! Class D: fence one store, store the real value, hand the old fence to the ticket.
//! The memory moved into the first evidence: there is nothing to store the second value into.
use cuda_sync::prelude::*;

#[kernel]
pub fn stale_fence(block: ThisBlock, partials: Global<f32>, arrivals: Global<u32>) {
    let leader = block.leader();
    let fenced = leader.store(partials, 0.0f32).release_fence::<Device>();
    let written = leader.store(partials, 1.0f32);
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), Relaxed, fenced);
}

fn main() {}
