//! A stage's result read with no barrier after `write_pair`: the cell read
//! is another thread's pair, still being written.
use cuda_sync::prelude::*;

#[kernel]
pub fn early_read(block: ThisBlock, #[len(n)] keys: &[u32], n: u64, out: &mut [u32]) {
    let tile: Tile<u32, 1024> = block.shared();
    let i = block.global_index();
    let tile = tile.write_strided([keys[i], 0u32]).sync_threads();
    let pair = tile.pairs(1u32);
    let (a, b) = pair.values();
    let tile = pair.write_pair(a.min(b), a.max(b));
    out[i] = tile.read(1023u32 - block.thread_index());
}

fn main() {}
