//! Class F: two ticket counters, each with a last block, and both last blocks
//! write the one result cell.
use cuda_sync::prelude::*;

#[kernel]
pub fn twice(block: ThisBlock, a: Global<f32>, b: Global<f32>, first: Global<u32>, second: Global<u32>, total: Output<f32, ByLast>) {
    let leader = block.leader();
    let one = leader.take_ticket(first.counter::<Device>(), AcqRel, leader.store(a, 1.0f32));
    let two = leader.take_ticket(second.counter::<Device>(), AcqRel, leader.store(b, 2.0f32));
    if let Some(last) = block.broadcast_ticket(one).last() {
        if let Some(cell) = last.leader_cell() {
            total[cell] = last.read(0u32);
        }
        leader.reset(last);
    }
    if let Some(last) = block.broadcast_ticket(two).last() {
        if let Some(cell) = last.leader_cell() {
            total[cell] = last.read(0u32);
        }
        leader.reset(last);
    }
}

fn main() {}
