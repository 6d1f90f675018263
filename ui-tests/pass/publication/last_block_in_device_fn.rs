//! The proof of the last arrival handed to a device function, which reads and resets.
use cuda_sync::prelude::*;

use cuda_sync::publish::{Acquired, LastArrival, Released};

#[device]
fn finish(block: ThisBlock, last: LastArrival<Released, Acquired, Global<f32>, Device>, total: Output<f32, ByLast>) {
    let mut sum = 0.0f32;
    for b in 0u32..block.count() {
        sum += last.read(b);
    }
    if let Some(cell) = last.leader_cell() {
        total[cell] = sum;
    }
    block.leader().reset(last);
}

#[kernel]
pub fn sum_blocks(block: ThisBlock, input: &[f32], partials: Global<f32>, arrivals: Global<u32>, total: Output<f32, ByLast>) {
    let s = block.reduce_sum(input[(block.index() * block.size() + block.thread_index()) as usize]);
    let leader = block.leader();
    let written = leader.store(partials, s.get());
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, written);
    let arrival = block.broadcast_ticket(ticket);
    if let Some(last) = arrival.last() {
        finish(block, last, total);
    }
}

fn main() {}
