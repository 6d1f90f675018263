//! Class G: a return two branches deep, then the ticket's broadcast.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], partials: Global<f32>, arrivals: Global<u32>) {
    if block.index() > 0u32 {
        if input[block.thread_index() as usize] < 0.0f32 {
            return;
        }
    }
    let leader = block.leader();
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, leader.store(partials, 1.0f32));
    let arrival = block.broadcast_ticket(ticket);
}

fn main() {}
