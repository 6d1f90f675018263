//! Red team, round 42: a block barrier after the writes settles them, then a
//! round of lane reads ends with a warp barrier; the tile was `Writable`
//! again, so a write at 2-D places passed, and warp 1 wrote cell 64 while
//! lane 31 of warp 2 could still be reading it. Warp barriers now leave a
//! tile `WarpWritable`: its own cells, not 2-D places (rule T1).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] input: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let tile: Tile<f32, 1056> = block.shared();
    let me = block.global_index();
    let filled = tile.write_own(input[me]);
    block.sync_threads();
    let warp = filled.sync_warp();
    let next = warp.read_lane((block.lane_index() + 1u32) % 32u32);
    let again = warp.sync_warp();
    let placed = again.write_own_2d::<33>(next);
    block.sync_threads();
    out[me] = placed.read_2d::<33>(block.thread_index_x(), block.thread_index_y());
}

fn main() {}
