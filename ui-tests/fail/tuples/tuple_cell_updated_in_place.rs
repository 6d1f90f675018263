//! A tuple is assigned whole, never a cell at a time: with `=` or with `+=`,
//! in parentheses or not (red team round 73 found `p.0 += t` taken where
//! `p.1 = t` was refused).
use cuda_sync::prelude::*;

#[kernel]
pub fn in_place(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let i = block.global_index();
    let mut pair = (1u32, 2u32);
    pair.0 += i as u32;
    (pair.1) = 3u32;
    out[i] = pair.0 + pair.1;
}

fn main() {}
