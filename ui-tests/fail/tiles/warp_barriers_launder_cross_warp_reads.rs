//! Red team, round 12: after a block barrier a thread reads another warp's
//! cell; two `__syncwarp()`s later the tile was writable again, and the write
//! raced with that read. A warp barrier orders its own warp only.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] input: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let tid = block.thread_index();
    let t = tile.write_own(input[i]);
    block.sync_threads();
    let x = t.read(255u32 - tid);
    let t = t.sync_warp().sync_warp();
    let t = t.write_own(x + 1.0f32);
    out[i] = x;
}

fn main() {}
