//! The block barrier sits in a uniform branch that may not run: when it does
//! not, the read races with the writes.
use cuda_sync::prelude::*;

#[kernel]
pub fn sometimes(block: ThisBlock, input: &[f32], flag: u32, out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let filled = tile.write_own(input[i]);
    if flag > 0u32 {
        block.sync_threads();
    }
    out[i] = filled.read(0u32);
}

fn main() {}
