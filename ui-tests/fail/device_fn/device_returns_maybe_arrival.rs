//! Class M: a `Maybe` of a proof returned from a device function.
use cuda_sync::prelude::*;

use cuda_sync::publish::{Acquired, Arrival, LastArrival, Released};
use cuda_sync::Maybe;

#[device]
fn last_of(arrival: Arrival<Released, Acquired, Global<f32>, Device>) -> Maybe<LastArrival<Released, Acquired, Global<f32>, Device>> {
    arrival.last()
}

fn main() {}
