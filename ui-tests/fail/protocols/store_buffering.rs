//! Litmus shape SB: each thread stores one cell, then loads the other. With
//! release and acquire both threads may still read 0: only `SeqCst` on both
//! keeps a store before a later load of another cell (rule A1).
use cuda_sync::prelude::*;

#[kernel]
pub fn store_buffering(
    block: ThisBlock,
    #[len(2)] cells: Global<u32>,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let cells = cells.atomics::<Device>();
    let i = block.global_index();
    let mine = (i % 2u64) as u32;
    cells.at(mine).store(1u32, Release);
    out[i] = cells.at(1u32 - mine).load(Acquire);
}

fn main() {}
