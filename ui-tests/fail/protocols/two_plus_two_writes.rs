//! Litmus shape 2+2W: each thread stores both cells, in opposite orders,
//! relaxed: both cells may end with the first store of each (rule A1).
use cuda_sync::prelude::*;

#[kernel]
pub fn two_plus_two_writes(block: ThisBlock, #[len(2)] cells: Global<u32>) {
    let cells = cells.atomics::<Device>();
    let mine = (block.global_index() % 2u64) as u32;
    cells.at(mine).store(1u32, Relaxed);
    cells.at(1u32 - mine).store(2u32, Relaxed);
}

fn main() {}
