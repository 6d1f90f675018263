//! `#[unroll]` on a loop asks the C++ compiler to unroll it
//! (`#pragma unroll`): the stages of a sorting network, whose strides then
//! fold to constants.
use cuda_sync::prelude::*;

#[kernel]
pub fn sort_pairs(block: ThisBlock, #[len(n)] keys: &[u32], n: u64, #[len(n)] sorted: Output<u32, Coalesced<Chunks<64>>>) {
    let tile: Tile<u32, 64> = block.shared();
    let first = block.index() as u64 * 64u64;
    let mut values = [u32::MAX; 2];
    #[unroll]
    for k in 0u32..2u32 {
        let i = first + (block.thread_index() + k * block.size().get()) as u64;
        if i < n {
            values[k] = keys[i];
        }
    }
    let mut tile = tile.write_strided(values).sync_threads();
    let mut stride: Uniform<u32> = 32u32;
    #[unroll(6)]
    while stride > 0u32 {
        let pair = tile.pairs(stride);
        let (a, b) = pair.values();
        tile = pair.write_pair(a.min(b), a.max(b)).sync_threads();
        stride /= 2u32;
    }
    let view = block.chunks::<64>().coalesced();
    for k in 0u32..2u32 {
        if let Some(cell) = view.cell(k) {
            sorted[cell] = tile.read(block.thread_index() + k * block.size().get());
        }
    }
}

fn main() {}
