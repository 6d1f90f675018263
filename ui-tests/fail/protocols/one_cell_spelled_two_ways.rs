//! Red team (protocols round 5).
//! 2+2W into memory the kernel only writes, through `fetch_or` and
//! `fetch_and` on one cell spelled two ways (`1u32` and `0x1u32`): a cell is
//! its index's value, so each cell gets two operations that do not commute,
//! and the final values show the cycle.
use cuda_sync::prelude::*;

#[kernel]
pub fn one_cell_spelled_two_ways(block: ThisBlock, #[len(2)] cells: Global<u32>) {
    let cells = cells.atomics::<Device>();
    if block.index() == 0u32 {
        cells.at(0u32).fetch_or(1u32, Relaxed);
        cells.at(0x1u32).fetch_and(0u32, Relaxed);
    } else {
        cells.at(1u32).fetch_or(1u32, Relaxed);
        cells.at(0x0u32).fetch_and(0u32, Relaxed);
    }
}

fn main() {}
