//! A tile written at 2-D places (`write_own_2d`, rows padded to 33 cells) is
//! not laid out by warp: lane 5 of warp 1 wrote cell 38 (row 1, column 5),
//! not cell 37, so `__syncwarp()` orders none of the writes a lane read
//! would see. Only a block barrier makes a placed tile readable.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] a: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let tile: Tile<f32, 1056> = block.shared();
    let me = block.global_index();
    let placed = tile.write_own_2d::<33>(a[me]);
    let warp = placed.sync_warp();
    out[me] = warp.read_lane((block.lane_index() + 1u32) % 32u32);
}

fn main() {}
