//! A fill in a block whose value is flipped in the same statement (red team,
//! views round 9): the flip saw the tile accesses from before the statement,
//! so it needed no barrier, and each thread read its neighbour's cell while
//! the neighbour filled it (rule T1). Fix: `let filled = tiles.write_strided(v);`,
//! `block.sync_threads();`, `let tiles = filled.flip();`.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, #[len(n)] a: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let tiles: DoubleTile<f32, 256> = block.shared();
    let t = block.thread_index();
    let filled = tiles.write_strided([a[t as u64 % n]]);
    block.sync_threads();
    let tiles = filled.flip();
    let tiles = { tiles.write_strided([2.0f32]) }.flip();
    let x = tiles.read((t + 1u32) % 256u32);
    out[block.global_index()] = x;
}

fn main() {}
