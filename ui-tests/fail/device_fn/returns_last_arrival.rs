//! Class M: proofs do not come out of device functions: the checker never runs
//! their bodies, so the type of what they return proves nothing.
use cuda_sync::prelude::*;

use cuda_sync::publish::{Acquired, LastArrival, Released};

#[device]
fn pass_on(last: LastArrival<Released, Acquired, Global<f32>, Device>) -> LastArrival<Released, Acquired, Global<f32>, Device> {
    last
}

fn main() {}
