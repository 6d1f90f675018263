//! A warp's chunk in an output of block chunks: warp 1 of block 0 owns cell 1
//! of chunks of 1 a warp, and lane 0 of block 1 owns cell 1 of chunks of 1 a
//! block.
use cuda_sync::prelude::*;

#[kernel]
pub fn by_warp(block: ThisBlock, out: Output<f32, Coalesced<Chunks<1>>>) {
    let row = block.warp_chunks::<1>().coalesced();
    if let Some(cell) = row.cell(0u32) {
        out[cell] = 1.0f32;
    }
}

fn main() {}
