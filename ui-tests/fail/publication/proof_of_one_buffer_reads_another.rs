//! Class E: the last arrival of counter A reads a buffer nobody published under it.
use cuda_sync::prelude::*;

#[kernel]
pub fn wrong_buffer(block: ThisBlock, partials: Global<f32>, others: Global<f32>, arrivals: Global<u32>, total: &mut [f32]) {
    let leader = block.leader();
    let written = leader.store(partials, 1.0f32);
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, written);
    let arrival = block.broadcast_ticket(ticket);
    if let Some(last) = arrival.last() {
        total[block.global_index()] = others.read(0u32, &last);
    }
}

fn main() {}
