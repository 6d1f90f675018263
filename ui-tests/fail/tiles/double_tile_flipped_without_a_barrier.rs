//! A double tile flipped right after its fill, with no block barrier: other
//! threads may not have filled their cells yet, and are read at once (rule
//! T1). Fix: `block.sync_threads();` between the fill and the flip.
use cuda_sync::prelude::*;

#[kernel]
pub fn steps(block: ThisBlock, #[len(blocks * threads)] input: &[u32], #[len(blocks * threads)] out: &mut [u32]) {
    let tiles: DoubleTile<u32, 256> = block.shared();
    let t = block.thread_index();
    let v = input[block.global_index()];
    let filled = tiles.write_strided([v]);
    let tiles = filled.flip();
    out[block.global_index()] = tiles.read((t + 1u32) % 256u32);
}

fn main() {}
