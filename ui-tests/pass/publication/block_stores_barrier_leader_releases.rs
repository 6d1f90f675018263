//! Every thread stores its cell; a barrier; the leader's ticket publishes the
//! block's stores; the last block reads them all.
use cuda_sync::prelude::*;

#[kernel]
pub fn gather(block: ThisBlock, input: &[f32], cells: Global<f32>, arrivals: Global<u32>, out: &mut [f32]) {
    let gid = block.index() * block.size() + block.thread_index();
    let written = cells.write_own(input[gid as usize]);
    let written = written.sync_threads();
    let leader = block.leader();
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, written);
    let arrival = block.broadcast_ticket(ticket);
    if let Some(last) = arrival.last() {
        out[block.global_index()] = last.read((gid + 1u32) % (block.count() * block.size()).get());
        leader.reset(last);
    }
}

fn main() {}
