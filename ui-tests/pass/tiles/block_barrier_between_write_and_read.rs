//! The block's barrier orders every tile: written, `block.sync_threads()`, read.
use cuda_sync::prelude::*;

#[kernel]
pub fn reverse(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let filled = tile.write_own(input[i]);
    block.sync_threads();
    out[i] = filled.read(block.size() - 1u32 - block.thread_index());
}

fn main() {}
