//! Red team, round 6: a device function leaves a tile write pending; the thread
//! returns at the start of the next iteration, before any barrier.
use cuda_sync::prelude::*;
#[device]
fn wr(block: ThisBlock, v: u32) -> u32 {
    let tile: Tile<u32, 256> = block.shared();
    let r = tile.write_own(v).sync_threads();
    let x = r.read(5u32);
    let w = r.sync_threads();
    let _f = w.write_own(v + 1u32);
    x
}
#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    let tid = block.thread_index();
    let mut s = 0u32;
    for k in 0u32..4u32 {
        if tid == 5u32 && k == 1u32 {
            return;
        }
        s += wr(block, tid + k);
    }
    out[block.global_index()] = s;
}
fn main() {}
