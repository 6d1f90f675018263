//! Red team, round 6: the same with a `while` loop and a uniform counter.
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
    let mut k: Uniform<u32> = 0u32;
    while k < 4u32 {
        if tid == 5u32 && k == 1u32 {
            return;
        }
        s += wr(block, tid + k);
        k += 1u32;
    }
    out[block.global_index()] = s;
}
fn main() {}
