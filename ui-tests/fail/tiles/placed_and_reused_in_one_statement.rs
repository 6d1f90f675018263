//! A write at 2-D places and `reuse` in one statement, then `write_own`
//! with no barrier (red team, views round 8): thread 32 of a 32 × 8 block
//! writes 2-D cell 33 while thread 33 writes its rank cell 33 (rule T1).
//! Fix: bind the write to a `let`, and `block.sync_threads();` before the
//! next write.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let tile: Tile<f32, 1056> = block.shared();
    block.sync_threads();
    let tile = tile.write_own_2d::<33>(input[block.global_index()]).reuse();
    let tile = tile.write_own(2.0f32);
    let tile = tile.sync_threads();
    out[block.global_index()] = tile.read(block.thread_index() + 1u32);
}

fn main() {}
