//! Red team, round 4: a reduction in the right operand of `&&` may not run, so it
//! settles no write.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, input: &[f32], n: u32, out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let tid = block.thread_index();
    let t = tile.write_own(input[tid as usize]);
    let b = n > 5u32 && block.reduce_sum(1u32) > 0u32;
    if tid == 0u32 {
        return;
    }
    let t = t.sync_threads();
    if b {
        out[block.global_index()] = 1.0f32;
    }
    out[block.global_index()] = t.read(0u32);
}
fn main() {}
