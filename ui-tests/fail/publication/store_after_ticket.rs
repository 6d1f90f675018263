//! Class E: data written after the release, read with the proof. The ticket holds
//! the memory; a later store has nothing to store into.
use cuda_sync::prelude::*;

#[kernel]
pub fn late_store(block: ThisBlock, partials: Global<f32>, arrivals: Global<u32>, total: &mut [f32]) {
    let leader = block.leader();
    let written = leader.store(partials, 1.0f32);
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, written);
    let late = leader.store(partials, 2.0f32);
}

fn main() {}
