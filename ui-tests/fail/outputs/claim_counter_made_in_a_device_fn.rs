//! Class F: a device function makes the claim counter, where the kernel cannot
//! count it: called twice, it would make two sources for one output.
use cuda_sync::prelude::*;
use cuda_sync::output::Claims;

#[device]
fn counter_of(cells: Global<u64>) -> u32 {
    let claims: Claims<Device> = cells.claims::<Device>();
    0u32
}

fn main() {}
