//! Day 14: a tile written inside an `if` statement, then a return before the barrier.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let t = block.thread_index();
    let mut filled = tile.write_own(0.0f32);
    if input[t as usize] > 0.0f32 {
        out[block.global_index()] = 1.0f32
    }
    if t >= 128u32 {
        return;
    }
    let ready = filled.sync_threads();
    out[block.global_index()] = ready.read(255u32 - t);
}

fn main() {}
