//! A barrier, then the write and the read in one statement: nothing orders
//! the other thread's write before this read.
use cuda_sync::prelude::*;

#[kernel]
pub fn one_line(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    block.sync_threads();
    out[i] = tile.write_own(input[i]).read(0u32);
}

fn main() {}
