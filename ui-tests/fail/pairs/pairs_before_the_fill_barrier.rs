//! The tile is split in pairs right after the block-stride fill, with no
//! barrier: a thread's pair holds cells other threads are still writing.
use cuda_sync::prelude::*;

#[kernel]
pub fn unsettled(block: ThisBlock, #[len(n)] keys: &[u32], n: u64, out: &mut [u32]) {
    let tile: Tile<u32, 1024> = block.shared();
    let i = block.global_index();
    let mut values = [0u32; 2];
    values[0] = keys[i];
    let pair = tile.write_strided(values).pairs(1u32);
    let (a, b) = pair.values();
    out[i] = a + b;
}

fn main() {}
