//! Day 27 exercise: the fence moved from above the atomic to below it. It orders
//! the atomic against later accesses, which nobody waits for: the same bug as
//! no fence at all.
use cuda_sync::prelude::*;

#[kernel]
pub fn sum_last_block_fence_below(block: ThisBlock, input: &[f32], partials: Global<f32>, arrivals: Global<u32>, total: Output<f32, ByLast>) {
    let block_sum = block.reduce_sum(input[(block.index() * block.size()).get() as usize + block.thread_index() as usize]);
    let leader = block.leader();
    let written = leader.store(partials, block_sum.get());
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), Relaxed, written);
    let ticket = ticket.acquire_fence::<Device>();
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
