//! A placed tile is written again only after a barrier that follows its
//! reads (day 14): here the second round's writes race with the first
//! round's reads of the mirrored cells.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] a: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let tile: Tile<f32, 1056> = block.shared();
    let me = block.global_index();
    let placed = tile.write_own_2d::<33>(a[me]);
    block.sync_threads();
    let mirrored = placed.read_2d::<33>(block.thread_index_x(), block.thread_index_y());
    let again = placed.reuse().write_own_2d::<33>(mirrored);
    block.sync_threads();
    out[me] = again.read_2d::<33>(block.thread_index_y(), block.thread_index_x());
}

fn main() {}
