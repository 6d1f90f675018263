//! The tiled multiply without the barrier after the reads: the next round's
//! loads overwrite cells other threads are still reading.
use cuda_sync::prelude::*;

#[kernel]
pub fn tiled_dot(block: ThisBlock, a: &[f32], b: &[f32], rounds: u32, out: &mut [f32]) {
    let mut a_tile: Tile<f32, 256> = block.shared();
    let mut b_tile: Tile<f32, 256> = block.shared();
    let t = block.thread_index();
    let mut acc = 0.0f32;
    for r in 0u32..rounds {
        let at = (r * block.size() + t) as usize;
        let a_filled = a_tile.write_own(a[at]);
        let b_filled = b_tile.write_own(b[at]);
        block.sync_threads();
        acc += a_filled.read((t + 1u32) % block.size()) * b_filled.read(t);
        a_tile = a_filled.reuse();
        b_tile = b_filled.reuse();
    }
    out[block.global_index()] = acc;
}

fn main() {}
