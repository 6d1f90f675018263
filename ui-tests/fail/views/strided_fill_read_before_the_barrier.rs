//! A block-stride fill read before the barrier: the cell `t + 256` is written
//! by another warp, which may not have written it yet.
use cuda_sync::prelude::*;

#[kernel]
pub fn early(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 512> = block.shared();
    let values = [input[block.global_index()], 0.0f32];
    let filled = tile.write_strided(values);
    out[block.global_index()] = filled.read(block.thread_index() + 256u32);
}

fn main() {}
