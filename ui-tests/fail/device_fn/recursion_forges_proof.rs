//! Class M: a device function whose body never runs on the host could "return"
//! any type by calling itself, and so forge the proof of the last arrival.
use cuda_sync::prelude::*;

use cuda_sync::publish::{Acquired, LastArrival, Released};

#[device]
fn forge(block: ThisBlock) -> LastArrival<Released, Acquired> {
    forge(block)
}

#[kernel]
pub fn read_forged(block: ThisBlock, partials: Global<f32>, total: &mut [f32]) {
    let last = forge(block);
    total[0] = partials.read(0u32, &last);
}

fn main() {}
