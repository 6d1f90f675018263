//! `read_2d` reads another thread's cell, as `read` does: only after the
//! barrier that follows the writes (day 14). The matrix multiply's tile
//! read with no `__syncthreads()` between the loads and the products.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] a: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let me = block.global_index();
    let filled = tile.write_own(a[me]);
    let mut sum = 0.0f32;
    for k in 0u32..16u32 {
        sum += filled.read_2d::<16>(block.thread_index_y(), k);
    }
    out[me] = sum;
}

fn main() {}
