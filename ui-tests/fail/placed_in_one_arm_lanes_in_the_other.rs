//! Red team, round 44: warp 0 writes a fresh tile at 2-D places (row 1 is
//! cell 64 on) while, in the other arm, warp 2 writes its own cells 64 to 95
//! and reads them by lane; only warp 2's `__syncwarp()` stands between. The
//! two arms of a warp-uniform branch run at the same time, so each starts
//! with the other's accesses pending, and a 2-D write needs a block barrier
//! after every access, even on a fresh tile (rule T1).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let tid = block.thread_index();
    let mut v = 0u32;
    let tile: Tile<u32, 256> = block.shared();
    if tid < 32u32 {
        let placed = tile.write_own_2d::<64>(7u32);
    } else {
        let warp = tile.write_own(tid).sync_warp();
        v = warp.read_lane(block.lane_index());
    }
    block.sync_threads();
    out[block.global_index()] = v;
}

fn main() {}
