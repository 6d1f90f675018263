//! Red team, round 12: the in-place shared-memory iteration: read a
//! neighbour, block barrier, write the own cell, block barrier. Every
//! iteration ends with a barrier after its writes and reads.
use cuda_sync::prelude::*;

#[kernel]
pub fn smooth(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let tid = block.thread_index();
    let mut t = tile.write_own(input[i]);
    block.sync_threads();
    let mut x = 0.0f32;
    for r in 0u32..4u32 {
        x = t.read(255u32 - tid);
        block.sync_threads();
        t = t.write_own(x + 1.0f32);
        block.sync_threads();
    }
    out[i] = x;
}

fn main() {}
