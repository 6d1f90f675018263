//! The tiled matrix multiply's shape: two tiles loaded, one barrier; both read;
//! one barrier; both loaded again.
use cuda_sync::prelude::*;

#[kernel]
pub fn tiled_dot(block: ThisBlock, a: &[f32], b: &[f32], rounds: u32, out: &mut [f32]) {
    let mut a_tile: Tile<f32, 256> = block.shared();
    let mut b_tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let t = block.thread_index();
    let mut acc = 0.0f32;
    for r in 0u32..rounds {
        let at = (r * block.size() + t) as usize;
        let a_filled = a_tile.write_own(a[at]);
        let b_filled = b_tile.write_own(b[at]);
        block.sync_threads();
        let mut k = 0u32;
        while k < block.size() {
            acc += a_filled.read(k) * b_filled.read((k + t) % block.size());
            k += 1u32;
        }
        block.sync_threads();
        a_tile = a_filled.reuse();
        b_tile = b_filled.reuse();
    }
    out[i] = acc;
}

fn main() {}
