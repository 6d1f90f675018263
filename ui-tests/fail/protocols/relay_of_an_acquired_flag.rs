//! Red team (protocols round 5).
//! A relay (write-to-read causality): block 0 stores the data, then flag
//! `f1` with `Release`; block 1 acquires `f1`, then sets `f2` relaxed;
//! block 2 acquires `f2` and reads the data. Block 1's relaxed store
//! releases nothing, so block 2's acquire synchronizes with nobody: it may
//! see `f2` set and the data stale, though each thread kept its order.
use cuda_sync::prelude::*;

#[kernel]
pub fn relay_of_an_acquired_flag(block: ThisBlock, #[len(3)] cells: Global<u32>, #[len(blocks * threads)] out: &mut [u32]) {
    let cells = cells.atomics::<Device>();
    let data = cells.at(0u32);
    let f1 = cells.at(1u32);
    let f2 = cells.at(2u32);
    if block.index() == 0u32 {
        data.store(42u32, Relaxed);
        f1.store(1u32, Release);
    } else if block.index() == 1u32 {
        if f1.load(Acquire) == 1u32 {
            f2.store(1u32, Relaxed);
        }
    } else {
        let seen = f2.load(Acquire);
        let value = data.load(Relaxed);
        out[block.global_index()] = seen * 1000u32 + value;
    }
}

fn main() {}
