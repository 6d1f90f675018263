//! Red team, round 3: threads write their tile cell in a branch and return; the
//! others read those cells after a barrier the writers never reached.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    if block.thread_index() < 5u32 {
        let _t = tile.write_own(1.0f32);
        return;
    }
    let t = tile.write_own(2.0f32);
    let t = t.sync_threads();
    out[block.global_index()] = t.read(0u32);
}

fn main() {}
