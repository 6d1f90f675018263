//! Red team, round 4: `__syncwarp()` on another tile between a write and a return.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let a: Tile<f32, 256> = block.shared();
    let b: Tile<f32, 256> = block.shared();
    let tid = block.thread_index();
    let a = a.write_own(input[tid as usize]);
    let b = b.sync_warp();
    if tid == 0u32 {
        return;
    }
    let a = a.sync_threads();
    out[block.global_index()] = a.read(0u32);
}
fn main() {}
