//! A cell read after the barrier, then the tile split in pairs with no
//! barrier between: another thread's pair may rewrite the cell this thread
//! is still reading.
use cuda_sync::prelude::*;

#[kernel]
pub fn read_then_pair(block: ThisBlock, #[len(n)] keys: &[u32], n: u64, out: &mut [u32]) {
    let tile: Tile<u32, 1024> = block.shared();
    let i = block.global_index();
    let tile = tile.write_strided([keys[i], 0u32]).sync_threads();
    let neighbour = tile.read(1023u32 - block.thread_index());
    let pair = tile.pairs(1u32);
    let (a, b) = pair.values();
    let _sorted = pair.write_pair(a.min(b), a.max(b));
    out[i] = neighbour;
}

fn main() {}
