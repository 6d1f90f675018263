//! Class F: the spin hides in a device function called from an ordinary launch.
use cuda_sync::prelude::*;
use cuda_sync::atomic::Atomic;

#[device]
fn wait_for(flag: Atomic<u32, Device>) -> u32 {
    let mut seen = flag.load(Acquire);
    while seen == 0u32 {
        seen = flag.load(Acquire);
    }
    seen
}

#[kernel]
pub fn spin(block: ThisBlock, flag: Global<u32>, out: &mut [u32]) {
    let flag = flag.atomic::<Device>(0u32);
    out[block.global_index()] = wait_for(flag);
}

fn main() {}
