//! A block-stride fill over a tile written at 2-D places, with no barrier
//! between: in blocks 32 wide, thread (1, 1) wrote cell 1·33 + 1 = 34 at its
//! place, and thread 34 writes cell 34 in the fill. Two writers of one cell.
use cuda_sync::prelude::*;

#[kernel]
pub fn two_schedules(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 1056> = block.shared();
    let placed = tile.write_own_2d::<33>(input[block.global_index()]);
    let filled = placed.write_strided([1.0f32, 2.0f32, 3.0f32, 4.0f32]);
    block.sync_threads();
    out[block.global_index()] = filled.read(block.thread_index());
}

fn main() {}
