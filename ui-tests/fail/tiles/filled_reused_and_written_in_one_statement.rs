//! A block-stride fill in rows of 32, `reuse` and `write_own`, all in one
//! statement: thread 16 fills cell 32 while thread 32 writes its rank cell 32
//! (rule T1). Fix: one write a statement, with `block.sync_threads();`
//! between them.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let tile: Tile<f32, 512> = block.shared();
    let x = input[block.global_index()];
    let y = x * 2.0f32;
    let tile = tile.write_strided_2d::<16, 32>([x]).reuse().write_own(y);
    let tile = tile.sync_threads();
    out[block.global_index()] = tile.read(32u32);
}

fn main() {}
