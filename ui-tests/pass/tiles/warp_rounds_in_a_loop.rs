//! Warp rounds in a loop: each thread writes its own cell, a warp barrier,
//! a lane read, a warp barrier. The rounds end `WarpWritable`, so the tile
//! the loop carries is declared in that phase (red team, round 43).
use cuda_sync::prelude::*;
use cuda_sync::tile::WarpWritable;

#[kernel]
pub fn rotate_four_times(
    block: ThisBlock,
    #[len(threads)] input: &[u32],
    #[len(threads)] out: &mut [u32],
) {
    let mut tile: Tile<u32, 1024, WarpWritable> = block.shared();
    let lane = block.lane_index();
    let mut v = input[block.global_index()];
    for _round in 0u32..4u32 {
        let warp = tile.write_own(v).sync_warp();
        v = warp.read_lane((lane + 1u32) % 32u32);
        tile = warp.sync_warp();
    }
    out[block.global_index()] = v;
}

fn main() {}
