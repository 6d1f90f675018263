//! A fill and a flip chained in one statement (red team, views round 8): the
//! flip saw the tile accesses from before the statement, so it needed no
//! barrier, and each thread read its neighbour's cell while the neighbour was
//! still filling it (rule T1). Fix: bind the fill to a `let`, then
//! `block.sync_threads();`, then flip.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let tiles: DoubleTile<f32, 256> = block.shared();
    let t = block.thread_index();
    block.sync_threads();
    let tiles = tiles.write_strided([input[block.global_index()]]).flip();
    out[block.global_index()] = tiles.read((t + 1u32) % 256u32);
}

fn main() {}
