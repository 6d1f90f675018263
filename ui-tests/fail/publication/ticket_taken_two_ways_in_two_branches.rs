//! Red team, round 3: block 0 takes its ticket relaxed, the others acq_rel: the last
//! block reads block 0's partial sum unreleased. Tickets are taken at the top level.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], partials: Global<f32>, arrivals: Global<u32>, total: Output<f32, ByLast>) {
    let v = block.reduce_sum(input[(block.index() * block.size()).get() as usize + block.thread_index() as usize]);
    let leader = block.leader();
    if block.index() == 0u32 {
        let written = leader.store(partials, v.get());
        let ticket = leader.take_ticket(arrivals.counter::<Device>(), Relaxed, written);
        let _arrival = block.broadcast_ticket(ticket);
        return;
    }
    let written = leader.store(partials, v.get());
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, written);
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
