//! Each thread picks its own stride: one thread's pair at stride 1 and
//! another's at stride 2 share cells, and both write them.
use cuda_sync::prelude::*;

#[kernel]
pub fn own_strides(block: ThisBlock, #[len(n)] keys: &[u32], n: u64, out: &mut [u32]) {
    let tile: Tile<u32, 1024> = block.shared();
    let i = block.global_index();
    let tile = tile.write_strided([keys[i], 0u32]).sync_threads();
    let stride = 1u32 << (block.thread_index() % 2u32);
    let pair = tile.pairs(stride);
    let (a, b) = pair.values();
    let tile = pair.write_pair(b, a).sync_threads();
    out[i] = tile.read(block.thread_index());
}

fn main() {}
