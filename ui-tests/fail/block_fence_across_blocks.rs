//! A block-scope fence used to publish a partial sum to other blocks: it orders
//! the store only as seen from inside this block (`__threadfence_block`), and
//! the last block is another block.
use cuda_sync::prelude::*;

#[kernel]
pub fn sum_last_block_block_fence(block: ThisBlock, input: &[f32], partials: Global<f32>, arrivals: Global<u32>, total: Output<f32, ByLast>) {
    let block_sum = block.reduce_sum(input[(block.index() * block.size()).get() as usize + block.thread_index() as usize]);
    let leader = block.leader();
    let written = leader.store(partials, block_sum.get());
    let fenced = written.release_fence::<Block>();
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, fenced);
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
