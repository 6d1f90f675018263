//! A grid-stride loop's index carries the loop's bound, so that an argument
//! of that length needs no check of it. A `for mut` loop, or a `let mut`
//! copy, may be assigned any owned index, and a variable may keep it past
//! the loop: each is then an index of no known bound, checked where it is
//! used.
use cuda_sync::prelude::*;

#[kernel]
pub fn reassigned(block: ThisBlock, #[len(n)] x: &[f32], n: u64, #[len(n)] y: &mut [f32]) {
    for mut i in block.grid_stride(n) {
        i = block.global_index();
        y[i] = x[i];
    }
}

#[kernel]
pub fn kept(block: ThisBlock, #[len(n)] x: &[f32], n: u64, #[len(n)] y: &mut [f32]) {
    let mut last = block.global_index();
    for i in block.grid_stride(n) {
        last = i;
        y[i] = x[i];
    }
    y[last] = x[last];
}

#[kernel]
pub fn copied_then_reassigned(
    block: ThisBlock,
    #[len(n)] x: &[f32],
    n: u64,
    #[len(n)] y: &mut [f32],
) {
    for i in block.grid_stride(n) {
        let mut j = i;
        j = block.global_index();
        y[j] = x[i];
    }
}

fn main() {}
