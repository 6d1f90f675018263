//! an unconditional `break` after a per-thread `continue`.
//! Lanes >= 5 leave after one iteration with w = warp + 1; lanes 0..4 loop on
//! until w = 8: `w` ("warp-uniform") differs between lanes of every warp, and
//! `warp_sum` under `w == 8` runs with lanes 0..4 only (full mask).
use cuda_sync::prelude::*;

#[kernel]
pub fn a22b(block: ThisBlock, out: &mut [u32]) {
    let mut w = block.warp_index();
    while w < 8u32 {
        w += 1u32;
        if block.lane_index() < 5u32 {
            continue;
        }
        break;
    }
    let mut s = 0u32;
    if w == 8u32 {
        s = block.warp_sum(1u32);
    }
    out[block.global_index()] = s;
}

fn main() {}
