//! A block barrier used as if it synchronized the grid: block 0 reads the cell
//! block 1 wrote. The barrier is block scope, like the shared memory it orders,
//! and it publishes nothing: published cells are read through the proof that
//! published them.
use cuda_sync::prelude::*;

#[kernel]
pub fn read_the_next_block(block: ThisBlock, cells: Global<f32>, out: &mut [f32]) {
    let barrier = block.sync_threads();
    let next = (block.index() + 1u32) % block.count();
    out[block.global_index()] = cells.read(next, &barrier);
}

fn main() {}
