//! A tile filled again, block-stride, while other threads still read it: the
//! second barrier of day 14 is missing.
use cuda_sync::prelude::*;

#[kernel]
pub fn reloaded(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 512> = block.shared();
    let filled = tile.write_strided([input[block.global_index()], 0.0f32]);
    block.sync_threads();
    let x = filled.read(511u32 - block.thread_index());
    let again = filled.write_strided([x, x]);
    block.sync_threads();
    out[block.global_index()] = again.read(block.thread_index());
}

fn main() {}
