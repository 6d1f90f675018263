//! A `match` arm by a name compares with a constant only where the kernel
//! binds that name nowhere else: here `LANE` is a local (a thread's value),
//! so in Rust the arm would bind any value to a new `LANE`, a catch-all, and
//! the language refuses it, as it refuses any arm that binds a name.
#![allow(non_snake_case)]
use cuda_sync::prelude::*;

#[kernel]
pub fn by_lane(block: ThisBlock, mode: u32, #[len(blocks * threads)] out: &mut [u32]) {
    let LANE = block.thread_index() % 32u32;
    let mut value = 0u32;
    match mode {
        LANE => value = 1u32,
        _ => (),
    }
    out[block.global_index()] = value + LANE;
}

fn main() {}
