//! Day 27: a block-scope counter for a hand-off between blocks, handed to a
//! device function that takes the tickets.
use cuda_sync::prelude::*;
use cuda_sync::publish::Counter;

#[device]
fn arrive(block: ThisBlock, partials: Global<f32>, arrivals: Counter<Block>) -> u32 {
    let leader = block.leader();
    let ticket = leader.take_ticket(arrivals, AcqRel, leader.store(partials, 1.0f32));
    0u32
}

fn main() {}
