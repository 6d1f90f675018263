//! A rank write in a block whose value is written at 2-D places in the same
//! statement: two writers of cell 33 in a 32 × 8 block (rule T1). Fix: one
//! write a statement, with `block.sync_threads();` between them.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, #[len(n)] a: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let tile: Tile<f32, 1024> = block.shared();
    let t = block.thread_index();
    block.sync_threads();
    let tile = { tile.write_own(a[t as u64 % n]) }.write_own_2d::<33>(1.0f32);
    let tile = tile.sync_threads();
    out[block.global_index()] = tile.read(t);
}

fn main() {}
