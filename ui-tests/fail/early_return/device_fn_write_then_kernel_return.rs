//! Red team, round 4: a device function writes its tile and returns with no
//! barrier; the kernel then returns, and the next call reads the stale cell.
use cuda_sync::prelude::*;
#[device]
fn stage(block: ThisBlock, v: f32, finish: Uniform<bool>) -> f32 {
    let t: Tile<f32, 256> = block.shared();
    let t = t.write_own(v);
    let mut r = 0.0f32;
    if finish {
        let t = t.sync_threads();
        r = t.read(0u32);
    }
    r
}
#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tid = block.thread_index();
    let a = stage(block, input[tid as usize], false);
    if tid == 0u32 {
        return;
    }
    out[block.global_index()] = stage(block, 1.0f32, true) + a;
}
fn main() {}
