//! Red team, round 11: an owned index on the right of an operator or a
//! comparison (the reversal of day 14) is a plain number, as on the left.
use cuda_sync::prelude::*;

#[kernel]
pub fn reverse(block: ThisBlock, input: &[f32], n: u64, out: &mut [f32]) {
    let i = block.global_index();
    if n > i {
        out[i] = input[n - 1u64 - i] + input[2u64 * i / 2u64];
    }
}

fn main() {}
