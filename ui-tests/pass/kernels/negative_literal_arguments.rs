//! Negative literals as the arguments of the crate's methods, as positive
//! ones are (red team round 53 found `fetch_min(-3i64, ..)` and
//! `write_own(-1.0f32)` refused).
use cuda_sync::prelude::*;

#[kernel]
pub fn negatives(block: ThisBlock, #[len(1)] low: Global<i64>, #[len(n)] out: &mut [f32], n: u64) {
    let low = low.atomic::<Device>(0u32);
    low.fetch_min(-3i64, Relaxed);
    let tile: Tile<f32, 1024> = block.shared();
    let tile = tile.write_own(-1.0f32);
    block.sync_threads();
    for i in block.grid_stride(n) {
        out[i] = tile.read(0u32) - 2.0f32;
    }
}

fn main() {}
