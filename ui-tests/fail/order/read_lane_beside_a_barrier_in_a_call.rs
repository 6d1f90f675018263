//! Red team, round 20: a lane read in one operand, a block barrier and a
//! rewrite of the tile inside a call in the other; C++ may run the call first
//! (rule E1).
use cuda_sync::prelude::*;

#[device]
pub fn refill(block: ThisBlock, t: Tile<u32, 256>, v: u32) -> u32 {
    let _f = t.write_own(v);
    0u32
}

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let tile: Tile<u32, 256> = block.shared();
    let i = block.global_index();
    let wr = tile.write_own(block.thread_index()).sync_warp();
    let l = (block.lane_index() + 1u32) % 32u32;
    out[i] = wr.read_lane(l) + refill(block, wr.sync_threads(), 7u32);
}
fn main() {}
