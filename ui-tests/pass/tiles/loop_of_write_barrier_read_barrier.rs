//! Red team, round 12: write, block barrier, read, block barrier, in a loop
//! that carries the filled tile.
use cuda_sync::prelude::*;

#[kernel]
pub fn rounds(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let tid = block.thread_index();
    let mut t = tile.write_own(input[i]);
    block.sync_threads();
    let mut x = 0.0f32;
    for r in 0u32..4u32 {
        t = t.write_own(x);
        block.sync_threads();
        x += t.read(255u32 - tid) + 1.0f32;
        block.sync_threads();
    }
    out[i] = x;
}

fn main() {}
