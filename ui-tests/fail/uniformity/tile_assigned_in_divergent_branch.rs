//! Class A: a tile is block-wide: choosing which tile under a per-thread condition
//! splits the block.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let first: Tile<f32, 256> = block.shared();
    let second: Tile<f32, 256> = block.shared();
    let mut chosen = first;
    if block.thread_index() < 32u32 {
        chosen = second;
    }
    let ready = chosen.write_own(input[block.thread_index() as usize]).sync_threads();
    out[block.global_index()] = ready.read(0u32);
}

fn main() {}
