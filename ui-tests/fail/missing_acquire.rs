//! The writer is fenced, but the last block reads the partial sums with no
//! acquire: its loads may run ahead of the other blocks' stores. PyTorch fixed
//! this bug in production (pytorch/pytorch#128455).
use cuda_sync::prelude::*;

#[kernel]
pub fn sum_last_block_no_acquire(block: ThisBlock, input: &[f32], partials: Global<f32>, arrivals: Global<u32>, total: Output<f32, ByLast>) {
    let block_sum = block.reduce_sum(input[(block.index() * block.size()).get() as usize + block.thread_index() as usize]);
    let leader = block.leader();
    let written = leader.store(partials, block_sum.get());
    let fenced = written.release_fence::<Device>();
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), Relaxed, fenced);
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
