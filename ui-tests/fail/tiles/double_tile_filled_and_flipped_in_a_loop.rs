//! A loop whose one barrier is at its top, the fill and the flip chained in
//! one statement, then a read: the read of the just-filled half has no
//! barrier after the fill (rule T1). Fix: fill, then `block.sync_threads();`,
//! then flip and read.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32], steps: u32) {
    let tiles: DoubleTile<f32, 256> = block.shared();
    let t = block.thread_index();
    let f0 = tiles.write_strided([input[block.global_index()]]);
    block.sync_threads();
    let mut tiles = f0.flip();
    let mut acc = 0.0f32;
    for s in 0u32..steps {
        block.sync_threads();
        tiles = tiles.write_strided([acc]).flip();
        acc += tiles.read((t + 1u32) % 256u32);
    }
    out[block.global_index()] = acc;
}

fn main() {}
