//! Threads run different numbers of grid-stride iterations (n is not a
//! multiple of the grid), so a barrier in the body is divergent.
use cuda_sync::prelude::*;

#[kernel]
pub fn staged(block: ThisBlock, input: &[f32], n: u64, out: &mut [f32]) {
    for i in block.grid_stride(n) {
        out[i] = input[i];
        block.sync_threads();
    }
}

fn main() {}
