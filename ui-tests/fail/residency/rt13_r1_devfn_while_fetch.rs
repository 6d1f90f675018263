//! Red team, round 13: a spin spelled past the first spin rule (r1_devfn_while_fetch).
use cuda_sync::prelude::*;
use cuda_sync::atomic::Atomic;
#[device]
fn wait_for(flag: &Atomic<u32, Device>) {
    while flag.fetch_add(0u32, Acquire) == 0u32 {
    }
}
#[kernel]
pub fn k(block: ThisBlock, #[len(1)] flag: Global<u32>, out: &mut [u32]) {
    let flag = flag.atomic::<Device>(0u32);
    let i = block.global_index();
    if block.index() + 1u32 < block.count() {
        wait_for(&flag);
        out[i] = 1u32;
    } else {
        flag.store(1u32, Release);
        out[i] = 2u32;
    }
}
fn main() {}
