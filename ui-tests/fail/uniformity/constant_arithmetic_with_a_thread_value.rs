//! Arithmetic on constants alone is uniform where compared (`rounds ==
//! ROUNDS + 1u32`), and so is a constant range's end (`0..ROUNDS`); one
//! per-thread operand anywhere in it makes it per-thread, and so does an
//! upper-case name the kernel binds itself.
use cuda_sync::prelude::*;

pub const ROUNDS: u32 = 4;

#[kernel]
pub fn thread_in_the_sum(block: ThisBlock, rounds: u32, #[len(blocks * threads)] out: &mut [u32]) {
    let t = block.thread_index();
    if rounds == ROUNDS + t {
        block.sync_threads();
    }
    out[block.global_index()] = rounds;
}

#[kernel]
pub fn thread_in_the_range(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let t = block.thread_index();
    for _ in 0..ROUNDS * 2u32 + t % 2u32 {
        block.sync_threads();
    }
    out[block.global_index()] = t;
}

#[kernel]
#[allow(non_snake_case)]
pub fn bound_in_upper_case(block: ThisBlock, rounds: u32, #[len(blocks * threads)] out: &mut [u32]) {
    let LIMIT = block.thread_index();
    if rounds == (LIMIT as u32) + 1u32 {
        block.sync_threads();
    }
    out[block.global_index()] = rounds;
}

fn main() {}
