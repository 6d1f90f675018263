//! Red team (protocols round 6).
//! A relay through the flag cell itself: block 1 acquires `f == 1`, then
//! stores `f = 2` relaxed; block 2 acquires `f == 2` and reads the payload.
//! Coherence orders one cell's accesses, but a relaxed store releases
//! nothing: block 2 synchronizes with nobody.
use cuda_sync::prelude::*;

#[kernel]
pub fn same_cell_relay(block: ThisBlock, #[len(2)] cells: Global<u32>, out: &mut [u32]) {
    let c = cells.atomics::<Device>();
    let d = c.at(0u32);
    let f = c.at(1u32);
    if block.index() == 0u32 {
        d.store(1u32, Relaxed);
        f.store(1u32, Release);
    } else if block.index() == 1u32 {
        let seen = f.load(Acquire);
        if seen == 1u32 {
            f.store(2u32, Relaxed);
        }
    } else {
        let seen = f.load(Acquire);
        let v = d.load(Relaxed);
        out[block.global_index()] = seen * 10u32 + v;
    }
}

fn main() {}
