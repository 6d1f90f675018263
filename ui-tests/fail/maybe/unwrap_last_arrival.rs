//! Class H: `unwrap()` would hand every block the last block's proof; the C++ does not check.
use cuda_sync::prelude::*;

#[kernel]
pub fn unwrap_last(block: ThisBlock, partials: Global<f32>, arrivals: Global<u32>, total: &mut [f32]) {
    let leader = block.leader();
    let written = leader.store(partials, 1.0f32);
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, written);
    let arrival = block.broadcast_ticket(ticket);
    let last = arrival.last().unwrap();
    total[block.global_index()] = last.read(0u32);
}

fn main() {}
