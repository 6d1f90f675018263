//! Day 27, `sumLastBlockRacy`: the partial sum is stored and the ticket taken
//! with a relaxed atomic, with no fence between. The last block may read a
//! partial sum before it is visible.
use cuda_sync::prelude::*;

#[kernel]
pub fn sum_last_block_racy(block: ThisBlock, input: &[f32], partials: Global<f32>, arrivals: Global<u32>, total: Output<f32, ByLast>) {
    let block_sum = block.reduce_sum(input[(block.index() * block.size()).get() as usize + block.thread_index() as usize]);
    let leader = block.leader();
    let written = leader.store(partials, block_sum.get());
    // The __threadfence() belongs on this line.
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), Relaxed, written);
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
