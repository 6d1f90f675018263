//! `#[kernel(min_blocks_per_sm = N)]` asks the compiler to keep registers
//! few enough for N blocks an SM (CUDA's `__launch_bounds__`): N is an
//! integer literal from 1 to 32, and `#[kernel]` takes no other argument.
use cuda_sync::prelude::*;

#[kernel(min_blocks_per_sm = 0)]
pub fn none_resident(block: ThisBlock, out: &mut [u32]) {
    out[block.global_index()] = 1u32;
}

const BLOCKS: u32 = 3;

#[kernel(min_blocks_per_sm = BLOCKS)]
pub fn a_named_count(block: ThisBlock, out: &mut [u32]) {
    out[block.global_index()] = 1u32;
}

#[kernel(fast)]
pub fn unknown_option(block: ThisBlock, out: &mut [u32]) {
    out[block.global_index()] = 1u32;
}

fn main() {}
