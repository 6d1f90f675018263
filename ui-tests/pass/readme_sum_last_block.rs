//! The kernel of the README, kept compiling.
use cuda_sync::prelude::*;

/// Day 27: every block stores its partial sum and takes a ticket; the block that
/// takes the last ticket adds the partial sums, in the same launch.
#[kernel]
pub fn sum_last_block(block: ThisBlock, input: &[f32], partials: Global<f32>, arrivals: Global<u32>, total: Output<f32, ByLast>) {
    let block_sum = block.reduce_sum(input[block.global_index()]);
    let leader = block.leader();
    // The leader stores the block's sum in the block's own cell. The memory moves
    // into the evidence, then into the ticket and the proof: reads go through them.
    let written = leader.store(partials, block_sum.get());
    // AcqRel: the release publishes this block's partial sum, the acquire hands
    // every other block's to whoever draws the last ticket.
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, written);
    let arrival = block.broadcast_ticket(ticket);
    if let Some(last) = arrival.last() {
        let mut sum = 0.0f32;
        for b in 0u32..block.count() {
            sum += last.read(b);
        }
        // The grid's result has one writer: the leader of the last block.
        if let Some(cell) = last.leader_cell() {
            total[cell] = sum;
        }
        leader.reset(last);
    }
}

fn main() {}
