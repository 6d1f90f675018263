//! A block-stride fill in one arm of a warp-uniform branch while the other
//! arm reads lanes (red team, views round 1): in a block of 64, thread 16 of
//! warp 0 fills row 1, column 0 of rows of 32, which is cell 32, and lane 0
//! of warp 1 reads cell 32 at the same time. A warp barrier orders one warp.
use cuda_sync::prelude::*;

#[kernel]
pub fn lane_vs_fill(block: ThisBlock, #[len(n)] out: &mut [u32], n: u64) {
    let tile: Tile<u32, 64> = block.shared();
    let tid = block.thread_index();
    let tile = tile.write_own(tid);
    block.sync_threads();
    let mut got = 0u32;
    if tid < 32 {
        let _filled = tile.write_strided_2d::<16, 32>([7u32; 1]);
    } else {
        let tile = tile.sync_warp();
        got = tile.read_lane(0u32);
    }
    out[block.global_index()] = got;
}

fn main() {}
