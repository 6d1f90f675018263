//! Red team, round 17: a `type` alias of ByLast; two ticket counters each have
//! a last block, and both leaders store the result cell.
use cuda_sync::prelude::*;

type Final = ByLast;

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(blocks)] pa: Global<f32>,
    #[len(blocks)] pb: Global<f32>,
    #[len(1)] ca: Global<u32>,
    #[len(1)] cb: Global<u32>,
    #[len(1)] total: Output<f32, Final>,
) {
    let s = block.reduce_sum(input[block.global_index()]);
    let leader = block.leader();
    let wa = leader.store(pa, s.get());
    let wb = leader.store(pb, s.get());
    let ta = leader.take_ticket(ca.counter::<Device>(), AcqRel, wa);
    let tb = leader.take_ticket(cb.counter::<Device>(), AcqRel, wb);
    let aa = block.broadcast_ticket(ta);
    let ab = block.broadcast_ticket(tb);
    if let Some(last) = aa.last() {
        if let Some(cell) = last.leader_cell() {
            total[cell] = last.read(0u32);
        }
        leader.reset(last);
    }
    if let Some(last) = ab.last() {
        if let Some(cell) = last.leader_cell() {
            total[cell] = last.read(1u32);
        }
        leader.reset(last);
    }
}

fn main() {}
