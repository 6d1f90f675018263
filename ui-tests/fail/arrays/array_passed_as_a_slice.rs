//! A thread's array is not a slice: `&[T]` in a device function is a
//! kernel's buffer (read through the read-only cache, checked against the
//! buffer's length). Pass the array by value.
use cuda_sync::prelude::*;

#[device]
pub fn first(cells: &[f32]) -> f32 {
    cells[0]
}

#[kernel]
pub fn firsts(block: ThisBlock, #[len(n)] x: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    for i in block.grid_stride(n) {
        let pair = [x[i], 1.0f32];
        out[i] = first(&pair);
    }
}

fn main() {}
