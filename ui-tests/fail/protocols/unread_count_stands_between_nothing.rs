//! Red team (protocols round 6).
//! An `AcqRel` count that nobody reads, between the payload store and a
//! relaxed flag store: no thread synchronizes with the count, so it orders
//! nothing for the reader, who may see the flag and a stale payload.
use cuda_sync::prelude::*;

#[kernel]
pub fn count_stands_between(block: ThisBlock, #[len(2)] cells: Global<u32>, #[len(1)] stats: Global<u32>, out: &mut [u32]) {
    let c = cells.atomics::<Device>();
    let s = stats.atomics::<Device>();
    if block.index() == 0u32 {
        c.at(0u32).store(1u32, Relaxed);
        s.at(0u32).fetch_add(1u32, AcqRel);
        c.at(1u32).store(1u32, Relaxed);
    } else {
        let f = c.at(1u32).load(Acquire);
        let d = c.at(0u32).load(Relaxed);
        out[block.global_index()] = f * 2u32 + d;
    }
}

fn main() {}
