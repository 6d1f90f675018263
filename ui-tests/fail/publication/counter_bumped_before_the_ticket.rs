//! Red team, round 4: the kernel bumps its own ticket counter before the tickets:
//! one block draws the last ticket early.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, partials: Global<f32>, arrivals: Global<u32>, out: &mut [f32]) {
    let leader = block.leader();
    if block.index() == 0u32 && block.thread_index() == 0u32 {
        arrivals.atomic::<Device>(0u32).fetch_add(1u32, Relaxed);
    }
    let counter = arrivals.counter::<Device>();
    let written = leader.store(partials, 1.0f32);
    let ticket = leader.take_ticket(counter, AcqRel, written);
    let arrival = block.broadcast_ticket(ticket);
    if let Some(last) = arrival.last() {
        let x = last.read(block.thread_index());
        out[block.global_index()] = x;
        leader.reset(last);
    }
}
fn main() {}
