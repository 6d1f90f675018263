//! `(a, b) = (b, a)` assigns two places at once, where the rules for
//! assignments in branches look at one place per assignment (rule U1).
//! Assign each place.
use cuda_sync::prelude::*;

#[kernel]
pub fn swap(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let mut a = block.thread_index();
    let mut b = 0u32;
    (a, b) = (b, a);
    out[block.global_index()] = a + b;
}

fn main() {}
