//! lanes >= 5 take the uniform-looking `break` (they reached it only because
//! they skipped the per-thread `continue`); lanes < 5 run more iterations, so the
//! block-uniform `i` and warp-uniform `w` end up different between lanes of one warp.
use cuda_sync::prelude::*;

#[kernel]
pub fn a22(block: ThisBlock, stop: bool, out: &mut [u32]) {
    let mut w = block.warp_index();
    let mut i: Uniform<u32> = 0u32;
    while i < 4u32 {
        w += 1u32;
        i += 1u32;
        if block.lane_index() < 5u32 {
            continue;
        }
        if stop {
            break;
        }
    }
    let mut s = 0u32;
    if w == 4u32 {
        s = block.warp_sum(1u32);
    }
    if i == 4u32 {
        block.sync_threads();
    }
    out[block.global_index()] = s;
}

fn main() {}
