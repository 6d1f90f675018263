//! The GPU Puzzles question: a tile reloaded in a loop with one barrier per
//! round. The next round's write races with this round's reads.
use cuda_sync::prelude::*;

#[kernel]
pub fn rotate_and_sum(block: ThisBlock, input: &[f32], rounds: u32, out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let tid = block.thread_index();
    let base = (block.index() * block.size()) as usize;
    let mut ready = tile.write_own(input[base + tid as usize]).sync_threads();
    let mut sum = 0.0f32;
    for round in 1u32..rounds {
        sum += ready.read((tid + round) % block.size());
        ready = ready.write_own(sum).sync_threads();
    }
    out[block.global_index()] = sum;
}

fn main() {}
