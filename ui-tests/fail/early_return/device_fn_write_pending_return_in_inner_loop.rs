//! Red team, round 6: the return in an inner loop, the write in a device function
//! called after it in the outer loop.
use cuda_sync::prelude::*;
#[device]
fn step(block: ThisBlock, v: u32, out: &mut [u32]) -> u32 {
    let tile: Tile<u32, 256> = block.shared();
    let r = tile.write_own(v).sync_threads();
    out[block.global_index()] = r.read(5u32);
    let w = r.sync_threads();
    let _next = w.write_own(v + 1u32);
    0u32
}
#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    let tid = block.thread_index();
    let mut s = 0u32;
    for r in 0u32..2u32 {
        for q in 0u32..2u32 {
            if tid == 5u32 && r == 1u32 {
                return;
            }
        }
        s += step(block, tid, out);
    }
}
fn main() {}
