//! An owned index proves that this thread alone writes one output cell
//! (rule O1). An array holds numbers, not proofs: kept in one, a proof could
//! be written through twice, or outlive the write it stood for.
use cuda_sync::prelude::*;

#[kernel]
pub fn twice(block: ThisBlock, #[len(blocks * threads)] out: &mut [f32]) {
    let mine = block.global_index();
    let copies = [mine, mine];
    out[copies[1]] = 1.0f32;
}

fn main() {}
