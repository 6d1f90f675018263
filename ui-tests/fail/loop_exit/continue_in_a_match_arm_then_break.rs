//! per-thread `continue` in a `match` arm, then an unconditional `break`.
use cuda_sync::prelude::*;

#[kernel]
pub fn a27(block: ThisBlock, out: &mut [u32]) {
    let mut rounds: Uniform<u32> = 0u32;
    while rounds < 4u32 {
        rounds += 1u32;
        match block.lane_index() {
            0..=4 => continue,
            _ => {}
        }
        break;
    }
    if rounds == 4u32 {
        block.sync_threads();
    }
    out[block.global_index()] = 0u32;
}

fn main() {}
