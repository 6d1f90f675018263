//! `let rounds = 4u32;` is a constant: every thread runs the same rounds.
use cuda_sync::prelude::*;

#[kernel]
pub fn four_rounds(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let rounds = 4u32;
    let mut ready = tile.write_own(input[block.thread_index() as usize]).sync_threads();
    let mut sum = 0.0f32;
    for r in 0u32..rounds {
        sum += ready.read((block.thread_index() + r) % block.size());
        ready = ready.sync_threads().write_own(sum).sync_threads();
    }
    out[block.global_index()] = sum;
}

fn main() {}
