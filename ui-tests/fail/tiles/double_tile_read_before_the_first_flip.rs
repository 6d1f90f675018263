//! The first half read before a flip made it current: a fresh double tile
//! has nothing readable, and the half its fill wrote is the next one (rule
//! T1). Fix: `let tiles = filled.flip();` after the barrier, then read.
use cuda_sync::prelude::*;

#[kernel]
pub fn steps(block: ThisBlock, #[len(blocks * threads)] input: &[u32], #[len(blocks * threads)] out: &mut [u32]) {
    let tiles: DoubleTile<u32, 256> = block.shared();
    let t = block.thread_index();
    let v = input[block.global_index()];
    let filled = tiles.write_strided([v]);
    block.sync_threads();
    out[block.global_index()] = filled.read((t + 1u32) % 256u32);
}

fn main() {}
