//! Class N: the launcher checks the block size against the tile's cell count, so
//! the count is written as a number.
use cuda_sync::prelude::*;

#[kernel]
pub fn braced_size(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, { 64 * 2 }> = block.shared();
    let tile = tile.write_own(input[block.thread_index() as usize]).sync_threads();
    out[block.global_index()] = tile.read(0u32);
}

fn main() {}
