//! The block barrier comes before the write it should order: the read of
//! another thread's cell races with that thread's write.
use cuda_sync::prelude::*;

#[kernel]
pub fn too_early(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    block.sync_threads();
    let filled = tile.write_own(input[i]);
    out[i] = filled.read(block.size() - 1u32 - block.thread_index());
}

fn main() {}
