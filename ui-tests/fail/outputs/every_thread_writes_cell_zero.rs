//! Every thread stores its value into `out[0]`: plain stores from many threads
//! to one cell are a data race, whatever value wins.
use cuda_sync::prelude::*;

#[kernel]
pub fn last_writer_wins(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let i = block.global_index();
    out[0usize] = input[i];
}

fn main() {}
