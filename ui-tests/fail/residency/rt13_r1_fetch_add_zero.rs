//! Red team, round 13: a spin spelled past the first spin rule (r1_fetch_add_zero).
use cuda_sync::prelude::*;
// Every block but the last spins until the last block has arrived.
// Ordinary launch: with more blocks than fit on the device at once, the
// resident blocks spin forever and the last block never starts.
#[kernel]
pub fn k(block: ThisBlock, #[len(1)] flag: Global<u32>, out: &mut [u32]) {
    let flag = flag.atomic::<Device>(0u32);
    let i = block.global_index();
    if block.index() + 1u32 < block.count() {
        while flag.fetch_add(0u32, Acquire) == 0u32 {
        }
        out[i] = 1u32;
    } else {
        flag.fetch_add(1u32, Release);
        out[i] = 2u32;
    }
}
fn main() {}
