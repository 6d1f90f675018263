//! Red team, round 6: the device function that writes is called in a `for` range bound.
use cuda_sync::prelude::*;
#[device]
fn step(block: ThisBlock, v: u32, out: &mut [u32]) -> Uniform<u32> {
    let tile: Tile<u32, 256> = block.shared();
    let r = tile.write_own(v).sync_threads();
    out[block.global_index()] = r.read(5u32);
    let w = r.sync_threads();
    let _next = w.write_own(v + 1u32);
    block.size()
}
#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    let tid = block.thread_index();
    for r in 0u32..step(block, tid, out) {
        if tid == 5u32 {
            return;
        }
    }
    let _n = step(block, tid, out);
}
fn main() {}
