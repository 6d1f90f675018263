//! A lane leaves a loop of warp sums on its own value: the warp's other
//! lanes reach the next `warp_sum` without it.
use cuda_sync::prelude::*;

#[kernel]
pub fn lanes_leave(block: ThisBlock, input: &[f32], rows: u64, out: &mut [f32]) {
    let i = block.global_index();
    let mut row = block.warp_index() as u64;
    let mut total = 0.0f32;
    while row < rows {
        if input[i] < 0.0f32 {
            break;
        }
        total += block.warp_sum(input[i]);
        row += 8u64;
    }
    out[i] = total;
}

fn main() {}
