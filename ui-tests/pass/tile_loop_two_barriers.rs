//! Day 14: a tile reloaded in a loop needs a barrier after the load and another
//! after the last read. Each round sums one cell every other thread wrote.
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
        ready = ready.sync_threads().write_own(sum).sync_threads();
    }
    out[block.global_index()] = sum;
}

fn main() {}
