//! The tile read while it is split in pairs: the pair took the tile, so any
//! other cell is out of reach until `write_pair` and a barrier give it back.
use cuda_sync::prelude::*;

#[kernel]
pub fn read_during(block: ThisBlock, #[len(n)] keys: &[u32], n: u64, out: &mut [u32]) {
    let tile: Tile<u32, 1024> = block.shared();
    let i = block.global_index();
    let tile = tile.write_strided([keys[i], 0u32]).sync_threads();
    let pair = tile.pairs(1u32);
    let other = tile.read(1023u32 - block.thread_index());
    let (a, b) = pair.values();
    let _sorted = pair.write_pair(a.min(other), b);
    out[i] = a;
}

fn main() {}
