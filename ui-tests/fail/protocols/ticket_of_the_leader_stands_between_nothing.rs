//! Red team (protocols round 3).
//! SB: a relaxed store and a relaxed load of another cell with the leader's
//! AcqRel ticket between them. Only thread 0 takes the ticket, so in every
//! other thread nothing stands between the store and the load.
use cuda_sync::prelude::*;

#[kernel]
pub fn ticket_stands_between_sb(
    block: ThisBlock,
    #[len(2)] xy: Global<u32>,
    #[len(blocks)] partials: Global<u32>,
    #[len(1)] arrivals: Global<u32>,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let xy = xy.atomics::<Device>();
    let i = block.global_index();
    let t = block.thread_index();
    let mine = xy.at(t % 2u32);
    let other = xy.at(1u32 - t % 2u32);
    mine.store(1u32, Relaxed);
    let leader = block.leader();
    let written = leader.store(partials, 0u32);
    let _ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, written);
    // weak outcome: threads 1 and 2 (or 1 of one block, 2 of another) both read 0
    out[i] = other.load(Relaxed);
}

fn main() {}
