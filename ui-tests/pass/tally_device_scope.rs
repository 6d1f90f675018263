//! Day 27: `atomicAdd` (device scope) on a counter every block touches.
use cuda_sync::prelude::*;

#[kernel]
pub fn tally_blocks_device_scope(block: ThisBlock, tally: Global<u32>) {
    tally.atomic::<Device>(0u32).fetch_add(1u32, Relaxed);
}

fn main() {}
