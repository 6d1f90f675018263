//! Class G: broadcasting the ticket after some threads returned.
use cuda_sync::prelude::*;

#[kernel]
pub fn broadcast_tail(block: ThisBlock, input: &[f32], partials: Global<f32>, arrivals: Global<u32>) {
    if input[block.thread_index() as usize] < 0.0f32 {
        return;
    }
    let leader = block.leader();
    let written = leader.store(partials, 1.0f32);
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, written);
    let arrival = block.broadcast_ticket(ticket);
}

fn main() {}
