//! rustc gives `[0; 4]` the type its later uses want; the C++ would make
//! it an array of `int`. Write the suffix.
use cuda_sync::prelude::*;

#[kernel]
pub fn counts(block: ThisBlock, #[len(blocks * threads)] out: &mut [u64]) {
    let mut seen = [0; 4];
    seen[0] = block.thread_index() as u64;
    out[block.global_index()] = seen[0];
}

fn main() {}
