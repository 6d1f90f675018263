//! A bitonic sort of 1024 keys a block, in place: each stage splits the tile
//! in pairs `stride` apart, each thread compares and exchanges its own pair,
//! and one block barrier ends the stage. 512 threads, two keys each.
use cuda_sync::prelude::*;

#[kernel]
pub fn sort_blocks(
    block: ThisBlock,
    #[len(n)] keys: &[u32],
    n: u64,
    #[len(n)] sorted: Output<u32, Coalesced<Chunks<1024>>>,
) {
    let tile: Tile<u32, 1024> = block.shared();
    let first = block.index() as u64 * 1024u64;
    let mut values = [u32::MAX; 2];
    for k in 0u32..2u32 {
        let i = first + (block.thread_index() + k * block.size().get()) as u64;
        if i < n {
            values[k] = keys[i];
        }
    }
    let mut tile = tile.write_strided(values).sync_threads();
    let mut size: Uniform<u32> = 2u32;
    while size <= 1024u32 {
        let mut stride: Uniform<u32> = size / 2u32;
        while stride > 0u32 {
            let pair = tile.pairs(stride);
            let (a, b) = pair.values();
            let mut low = a.min(b);
            let mut high = a.max(b);
            if pair.low_index() & size.get() != 0u32 {
                low = a.max(b);
                high = a.min(b);
            }
            tile = pair.write_pair(low, high).sync_threads();
            stride /= 2u32;
        }
        size *= 2u32;
    }
    let view = block.chunks::<1024>().coalesced();
    for k in 0u32..2u32 {
        if let Some(cell) = view.cell(k) {
            sorted[cell] = tile.read(block.thread_index() + k * block.size().get());
        }
    }
}

fn main() {}
