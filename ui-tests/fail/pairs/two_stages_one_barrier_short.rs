//! Two stages with no barrier between them: the second stage's pairs read
//! cells the first stage's other threads are still writing.
use cuda_sync::prelude::*;

#[kernel]
pub fn stages(block: ThisBlock, #[len(n)] keys: &[u32], n: u64, out: &mut [u32]) {
    let tile: Tile<u32, 1024> = block.shared();
    let i = block.global_index();
    let tile = tile.write_strided([keys[i], 0u32]).sync_threads();
    let pair = tile.pairs(2u32);
    let (a, b) = pair.values();
    let tile = pair.write_pair(a.min(b), a.max(b));
    let pair = tile.pairs(1u32);
    let (c, d) = pair.values();
    let tile = pair.write_pair(c.min(d), c.max(d)).sync_threads();
    out[i] = tile.read(block.thread_index());
}

fn main() {}
