//! Class C: every thread stores its cell, and the leader's ticket is meant to
//! publish them all. A release orders only the releasing thread's own stores.
use cuda_sync::prelude::*;

#[kernel]
pub fn publish_all(block: ThisBlock, input: &[f32], cells: Global<f32>, arrivals: Global<u32>, out: &mut [f32]) {
    let gid = block.index() * block.size() + block.thread_index();
    let written = cells.write_own(input[gid as usize]);
    let ticket = block.leader().take_ticket(arrivals.counter::<Device>(), AcqRel, written);
    let arrival = block.broadcast_ticket(ticket);
    if let Some(last) = arrival.last() {
        out[block.global_index()] = last.read(0u32);
    }
}

fn main() {}
