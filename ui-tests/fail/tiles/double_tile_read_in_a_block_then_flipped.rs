//! A read of the current half in a block whose value is flipped in the same
//! statement: the half read becomes the next one, which the next fill
//! rewrites while other threads may still read it (rule T1). Fix: read in
//! its own statement, then `block.sync_threads();`, then flip.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, #[len(n)] a: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let tiles: DoubleTile<f32, 256> = block.shared();
    let t = block.thread_index();
    let filled = tiles.write_strided([a[t as u64 % n]]); // half A
    block.sync_threads();
    let tiles = filled.flip(); // current A
    let filled = tiles.write_strided([1.0f32]); // half B
    block.sync_threads();
    let g = block.global_index();
    let tiles = { let x = filled.read((t + 1u32) % 256u32); filled }.flip(); // reads A; next = A
    let filled = tiles.write_strided([3.0f32]); // thread 0 writes A[0] while thread 255 may still read A[0]
}

fn main() {}
