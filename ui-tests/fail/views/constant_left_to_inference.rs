//! A view's constant left for rustc to infer from the output: rustc would
//! take 1024 from `Coalesced<Chunks<1024>>`, but the C++ has no output type
//! to take it from.
use cuda_sync::prelude::*;

#[kernel]
pub fn inferred(block: ThisBlock, out: Output<f32, Coalesced<Chunks<1024>>>, four: Output<f32, Contiguous<Chunks<1024>, 4>>) {
    let mine = block.chunks::<_>().coalesced();
    if let Some(cell) = mine.cell(0u32) {
        out[cell] = 1.0f32;
    }
    let rows = block.chunks().contiguous::<4>();
    if let Some(cell) = rows.cell(1u32) {
        four[cell] = 2.0f32;
    }
}

fn main() {}
