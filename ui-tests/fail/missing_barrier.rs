//! Day 14, `reverseTileRacy`: the read of another thread's cell with no barrier
//! after the write. Right at 32 threads a block, wrong at 256.
use cuda_sync::prelude::*;

#[kernel]
pub fn reverse_tile_racy(block: ThisBlock, input: &[f32], n: u64, out: &mut [f32]) {
    let tile: Tile<f32, 1024> = block.shared();
    let tid = block.thread_index();
    let i = block.index() as u64 * block.size() as u64 + tid as u64;
    let tile = tile.write_own(input[i as usize]);
    // The missing __syncthreads() belongs on this line.
    let src = block.size() - 1u32 - tid;
    if i < n {
        out[block.global_index()] = tile.read(src);
    }
}

fn main() {}
