//! Day 14: a tree reduction whose every round ends on a block barrier; the
//! read after the loop is ordered by the last round's barrier, or, if the loop
//! runs no round, by the barrier before it.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(blocks)] out: Output<f32, ByLeader>,
) {
    let tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let tid = block.thread_index();
    let mut t = tile.write_own(input[i]);
    block.sync_threads();
    let mut s = block.size() / 2u32;
    while s > 0u32 {
        let mut v = t.read(tid);
        if tid < s {
            v = v + t.read(tid + s);
        }
        block.sync_threads();
        t = t.write_own(v);
        block.sync_threads();
        s = s / 2u32;
    }
    let total = t.read(0u32);
    if let Some(cell) = block.leader().cell() {
        out[cell] = total;
    }
}

fn main() {}
