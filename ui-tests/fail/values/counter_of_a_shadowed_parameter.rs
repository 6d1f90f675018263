//! Red team (rule I1): a `let` that rebinds a parameter's own name made the
//! counter of another buffer, while the launcher zeroed the parameter.
use cuda_sync::prelude::*;

#[kernel]
pub fn count(block: ThisBlock, partials: Global<u32>, arrivals: Global<u32>, other: Global<u32>, total: Output<u32, ByLast>) {
    let leader = block.leader();
    let written = leader.store(partials, 1u32);
    let arrivals = other;
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, written);
    let arrival = block.broadcast_ticket(ticket);
    if let Some(last) = arrival.last() {
        if let Some(cell) = last.leader_cell() {
            total[cell] = block.count().get();
        }
        leader.reset(last);
    }
}

fn main() {}
