//! A view's cell taken out of its `Maybe` without the branch: in the threads
//! whose `k`-th cell is past the region, it is another group's cell.
use cuda_sync::prelude::*;

#[kernel]
pub fn unwrapped(block: ThisBlock, out: Output<f32, Coalesced<Chunks<64>>>) {
    let mine = block.chunks::<64>().coalesced();
    let cell = mine.cell(0u32).unwrap();
    out[cell] = 1.0f32;
}

fn main() {}
