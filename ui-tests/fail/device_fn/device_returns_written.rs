//! Class M/D: evidence of a store returned from a device function.
use cuda_sync::prelude::*;

use cuda_sync::publish::{ByThread, Written};

#[device]
fn store(cells: Global<u32>, v: u32) -> Written<Device, ByThread, Global<u32>> {
    cells.write_own(v)
}

fn main() {}
