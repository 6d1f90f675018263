//! Day 14: a tile written again right after the reads, without the second barrier.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let ready = tile.write_own(input[block.thread_index() as usize]).sync_threads();
    let x = ready.read(0u32);
    let again = ready.write_own(x);
    out[block.global_index()] = x;
}

fn main() {}
