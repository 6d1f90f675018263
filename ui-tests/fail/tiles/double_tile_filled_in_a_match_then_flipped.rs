//! A fill in a `match` arm whose value is flipped in the same statement:
//! no barrier between the fill and the reads after the flip (rule T1). Fix:
//! fill in its own statement, then `block.sync_threads();`, then flip.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, #[len(n)] a: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let tiles: DoubleTile<f32, 256> = block.shared();
    let t = block.thread_index();
    let filled = tiles.write_strided([a[t as u64 % n]]);
    block.sync_threads();
    let tiles = filled.flip();
    let tiles = match n { _ => tiles.write_strided([2.0f32]) }.flip();
    let x = tiles.read((t + 1u32) % 256u32);
    out[block.global_index()] = x;
}

fn main() {}
