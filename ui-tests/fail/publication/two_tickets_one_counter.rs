//! Class E: two tickets per block on one counter: the count reaches `gridDim.x - 1`
//! while half the blocks are still working. The counter moved into the first ticket.
use cuda_sync::prelude::*;

#[kernel]
pub fn two_tickets(block: ThisBlock, partials: Global<f32>, more: Global<f32>, arrivals: Global<u32>) {
    let leader = block.leader();
    let first = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, leader.store(partials, 1.0f32));
    let second = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, leader.store(more, 2.0f32));
}

fn main() {}
