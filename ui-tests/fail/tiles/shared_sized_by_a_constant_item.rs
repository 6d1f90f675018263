//! Shared memory is sized by a number or by a const parameter of the kernel
//! (then sized at launch); a `const` item names neither.
use cuda_sync::prelude::*;

const CELLS: usize = 256;

#[kernel]
pub fn copy(block: ThisBlock, #[len(blocks * threads)] out: &mut [f32]) {
    let tile: Tile<f32, CELLS> = block.shared();
    let tile = tile.write_own(1.0f32);
    block.sync_threads();
    out[block.global_index()] = tile.read(0u32);
}

fn main() {}
