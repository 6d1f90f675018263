//! Class M: a counter returned from a device function could be drawn from twice.
use cuda_sync::prelude::*;

use cuda_sync::publish::Counter;

#[device]
fn counter_of(arrivals: Global<u32>) -> Counter<Device> {
    arrivals.counter::<Device>()
}

fn main() {}
