//! A pair's write and `reuse` in one statement, then `write_own`: thread 1
//! writes cells 2 and 3 of its pair while thread 2 writes its rank cell 2
//! (rule T1). Fix: `block.sync_threads();` between the pair's write and the
//! next write.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let tile: Tile<f32, 512> = block.shared();
    let tile = tile.write_own(input[block.global_index()]);
    let tile = tile.sync_threads();
    let pair = tile.pairs(1u32);
    block.sync_threads();
    let tile = pair.write_pair(1.0f32, 2.0f32).reuse();
    let tile = tile.write_own(3.0f32);
    let tile = tile.sync_threads();
    out[block.global_index()] = tile.read(1u32);
}

fn main() {}
