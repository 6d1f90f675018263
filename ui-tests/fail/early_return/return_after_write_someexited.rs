//! Red team, round 1: after one early return, a second return between a tile's
//! write and its barrier: thread 3's write is not ordered against the reads.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let tid = block.thread_index();
    if tid == 255u32 {
        return;
    }
    let tile = tile.write_own(tid as f32);
    if tid == 3u32 {
        return;
    }
    let tile = tile.sync_threads();
    out[block.global_index()] = tile.read(3u32);
}

fn main() {}
