//! Loaded, barrier, read, barrier, loaded again, then read with no barrier
//! since the second load.
use cuda_sync::prelude::*;

#[kernel]
pub fn twice(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let first = tile.write_own(input[i]);
    block.sync_threads();
    let x = first.read(0u32);
    block.sync_threads();
    let second = first.write_own(x * 2.0f32);
    out[i] = second.read(1u32);
}

fn main() {}
