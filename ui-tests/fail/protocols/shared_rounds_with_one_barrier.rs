//! Rounds of shared atomics with one barrier a round: the loads at the end of
//! one round meet the stores at the start of the next, in one phase (rule A1,
//! shared memory; the same as a tile's second barrier).
use cuda_sync::prelude::*;

#[kernel]
pub fn rounds(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32], rounds: u32) {
    let cells: Shared<u32, 256> = block.shared();
    let t = block.thread_index();
    let mut sum = 0u32;
    for r in 0u32..rounds {
        cells.atomic::<Block>(t).store(r + t, Relaxed);
        block.sync_threads();
        sum += cells.atomic::<Block>(255u32 - t).load(Relaxed);
    }
    out[block.global_index()] = sum;
}

fn main() {}
