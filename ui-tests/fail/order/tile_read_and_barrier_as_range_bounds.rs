//! Red team, round 20: the two bounds of a `for` range are two arguments in
//! C++, in no fixed order; the read may follow the reduction's barriers (rule E1).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let tile: Tile<u32, 256> = block.shared();
    let tid = block.thread_index();
    let i = block.global_index();
    let rd = tile.write_own(tid).sync_threads();
    let j = block.size() - 1u32 - tid;
    let mut y = 0u32;
    for r in rd.read(j)..block.reduce_sum(1u32).get() {
        y += r;
    }
    let w = rd.reuse();
    let _g = w.write_own(y);
    out[i] = y;
}
fn main() {}
