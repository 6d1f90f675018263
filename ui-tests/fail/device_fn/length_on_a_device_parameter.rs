//! `#[len]` belongs to a kernel's parameters, which the launcher checks; on a
//! device function's it was silently dropped (red team round 60).
use cuda_sync::prelude::*;

#[device]
fn first(#[len(4)] input: &[f32]) -> f32 {
    input[0]
}

#[kernel]
pub fn copy_first(block: ThisBlock, #[len(4)] input: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let i = block.global_index();
    out[i] = first(input);
}

fn main() {}
