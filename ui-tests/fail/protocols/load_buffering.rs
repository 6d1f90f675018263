//! Litmus shape LB: each thread loads one cell, then stores the other, both
//! relaxed: each may read the other's store (rule A1).
use cuda_sync::prelude::*;

#[kernel]
pub fn load_buffering(
    block: ThisBlock,
    #[len(2)] cells: Global<u32>,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let cells = cells.atomics::<Device>();
    let i = block.global_index();
    let mine = (i % 2u64) as u32;
    out[i] = cells.at(mine).load(Relaxed);
    cells.at(1u32 - mine).store(1u32, Relaxed);
}

fn main() {}
