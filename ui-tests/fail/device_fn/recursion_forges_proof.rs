//! Class M: a device function whose body never runs on the host could "return"
//! any type by calling itself, and so forge the proof of the last arrival.
use cuda_sync::prelude::*;

use cuda_sync::publish::{Acquired, LastArrival, Released};

#[device]
fn forge(block: ThisBlock) -> LastArrival<Released, Acquired, Global<f32>, Device> {
    forge(block)
}

#[kernel]
pub fn read_forged(block: ThisBlock, total: &mut [f32]) {
    let last = forge(block);
    total[block.global_index()] = last.read(0u32);
}

fn main() {}
