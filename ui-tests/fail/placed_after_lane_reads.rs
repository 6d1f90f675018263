//! Red team, round 41: a round of lane reads ended by a warp barrier, then a
//! write at 2-D places: warp 1 overwrites cell 64 while warp 2's lane 1 may
//! still be reading it with `read_lane` (rule T1).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] input: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let tile: Tile<f32, 1056> = block.shared();
    let me = block.global_index();
    let warp = tile.write_own(input[me]).sync_warp();
    let neighbour = warp.read_lane(block.lane_index() ^ 1u32);
    let again = warp.sync_warp();
    let placed = again.write_own_2d::<33>(neighbour);
    block.sync_threads();
    out[me] = placed.read_2d::<33>(block.thread_index_x(), block.thread_index_y());
}

fn main() {}
