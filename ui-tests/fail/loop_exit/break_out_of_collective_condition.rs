//! Class H: the reduction in the loop condition runs every round; a thread that
//! left the loop never joins it again.
use cuda_sync::prelude::*;

#[kernel]
pub fn drain(block: ThisBlock, input: &[f32]) {
    let mut v = input[block.thread_index() as usize];
    while block.reduce_sum(v) > 0.0f32 {
        if v < 0.5f32 {
            break;
        }
        v -= 1.0f32;
    }
}

fn main() {}
