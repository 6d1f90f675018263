//! A write at 2-D places in a block whose value is reused in the same
//! statement, then a rank write with no barrier: thread (0, 1) of a 32 × 8
//! block writes cell 33 at its 2-D place while thread (1, 1), rank 33, writes
//! its rank cell 33 (rule T1). Fix: bind the write to a `let`, and
//! `block.sync_threads();` before the next write.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, #[len(n)] a: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let tile: Tile<f32, 1024> = block.shared();
    let t = block.thread_index();
    block.sync_threads();
    let tile = { tile.write_own_2d::<33>(a[t as u64 % n]) }.reuse();
    let tile = tile.write_own(2.0f32);
    out[block.global_index()] = 1.0f32;
}

fn main() {}
