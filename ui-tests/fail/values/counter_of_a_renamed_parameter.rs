//! The launcher zeroes a synchronization object's memory before each launch
//! (rule I1), so it must know which parameter the object is made from: a
//! counter made from a renamed parameter is refused.
use cuda_sync::prelude::*;

#[kernel]
pub fn sum_last_block(block: ThisBlock, input: &[f32], partials: Global<f32>, arrivals: Global<u32>, total: Output<f32, ByLast>) {
    let block_sum = block.reduce_sum(input[(block.index() * block.size()).get() as usize + block.thread_index() as usize]);
    let leader = block.leader();
    let written = leader.store(partials, block_sum.get());
    let counted = arrivals;
    let ticket = leader.take_ticket(counted.counter::<Device>(), AcqRel, written);
    let arrival = block.broadcast_ticket(ticket);
    if let Some(last) = arrival.last() {
        let mut sum = 0.0f32;
        for b in 0u32..block.count() {
            sum += last.read(b);
        }
        if let Some(cell) = last.leader_cell() {
            total[cell] = sum;
        }
        leader.reset(last);
    }
}

fn main() {}
