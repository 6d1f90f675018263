//! Red team, round 20: the README's kernel with `AcqRel` imported as
//! `Relaxed`: rustc saw an acq_rel ticket, the PTX had `atom.add.relaxed` and no
//! fence, the racy day-27 kernel (rule N1).
use cuda_sync::prelude::*;
use cuda_sync::order::AcqRel as Relaxed;

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(blocks)] partials: Global<f32>,
    #[len(1)] arrivals: Global<u32>,
    #[len(1)] total: Output<f32, ByLast>,
) {
    let block_sum = block.reduce_sum(input[block.global_index()]);
    let leader = block.leader();
    let written = leader.store(partials, block_sum.get());
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
