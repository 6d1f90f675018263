//! Class M: a counter returned from a device function could be drawn from twice.
use cuda_sync::prelude::*;

use cuda_sync::publish::Counter;

#[device]
fn counter_of(arrivals: Counter<Device>) -> Counter<Device> {
    arrivals
}

fn main() {}
