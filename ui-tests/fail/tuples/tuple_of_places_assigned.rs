//! `(a, b) = (b, a)` assigns two places at once as a statement of its own,
//! ended by `;`; as the value of a block it is refused (its value would be
//! `()`, which no kernel value is).
use cuda_sync::prelude::*;

#[kernel]
pub fn swap(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let mut a = block.thread_index();
    let mut b = 0u32;
    if a > 3u32 {
        (a, b) = (b, a)
    }
    out[block.global_index()] = a + b;
}

fn main() {}
