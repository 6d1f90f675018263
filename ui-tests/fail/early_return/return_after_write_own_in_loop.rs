//! Day 14: inside a loop, a thread writes its cell and returns before the barrier.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], rounds: u32, out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let tid = block.thread_index();
    let filled = tile.write_own(input[tid as usize]);
    if input[tid as usize] > 9.0f32 {
        return;
    }
    let ready = filled.sync_threads();
    out[block.global_index()] = ready.read(0u32);
}

fn main() {}
