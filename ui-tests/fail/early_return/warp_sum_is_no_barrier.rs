//! Red team, round 4: a warp sum between a tile write and a return: shuffles order
//! nothing between warps, so the write still waits for its barrier.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let tid = block.thread_index();
    let t = tile.write_own(input[tid as usize]);
    let s = block.warp_sum(1u32);
    if tid == 0u32 {
        return;
    }
    let t = t.sync_threads();
    out[block.global_index()] = t.read(0u32) + s as f32;
}
fn main() {}
