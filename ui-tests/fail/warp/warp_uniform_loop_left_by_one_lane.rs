//! A warp-strided loop that some lanes leave early: after the `break` the rest
//! of the loop is divergent, so the warp-uniform update there is refused (the
//! lanes that left keep an older `row`, and the branch on it below would split
//! the warp).
use cuda_sync::prelude::*;

#[kernel]
pub fn rows(block: ThisBlock, input: &[u32], rows: u32, out: &mut [u32]) {
    let i = block.global_index();
    let mut row = block.warp_index();
    while row < rows {
        if input[i] == 0u32 {
            break;
        }
        row += 8u32;
    }
    if row < 64u32 {
        out[i] = block.warp_sum(input[i]);
    }
}

fn main() {}
