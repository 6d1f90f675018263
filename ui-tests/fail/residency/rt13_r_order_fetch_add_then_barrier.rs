//! Red team, round 13: a spin spelled past the first spin rule (r_order_fetch_add_then_barrier).
use cuda_sync::prelude::*;
#[kernel(cooperative)]
pub fn k(block: ThisBlock, #[len(1)] flag: Global<u32>, out: &mut [u32]) {
    let flag = flag.atomic::<Device>(0u32);
    let i = block.global_index();
    let tid = block.thread_index();
    if tid == 0u32 {
        while flag.fetch_add(0u32, Acquire) == 0u32 {
        }
    }
    block.sync_threads();
    if tid == 1u32 {
        flag.store(1u32, Release);
    }
    out[i] = 1u32;
}
fn main() {}
