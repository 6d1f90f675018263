//! A chunk's cell in a per-thread output: thread 0 of block 1 owns cell 256
//! of chunks of 256, and thread 256 of block 0 owns grid index 256 when
//! blocks have 512 threads.
use cuda_sync::prelude::*;

#[kernel]
pub fn mixed(block: ThisBlock, out: &mut [f32]) {
    let mine = block.chunks::<256>().coalesced();
    if let Some(cell) = mine.cell(0u32) {
        out[cell] = 1.0f32;
    }
}

fn main() {}
