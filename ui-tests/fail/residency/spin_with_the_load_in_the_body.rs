//! Class F: the same spin, the load in the loop body.
use cuda_sync::prelude::*;

#[kernel]
pub fn spin(block: ThisBlock, flag: Global<u32>, out: &mut [u32]) {
    let flag = flag.atomic::<Device>(0u32);
    let mut seen = 0u32;
    while seen == 0u32 {
        seen = flag.load(Acquire);
    }
    out[block.global_index()] = seen;
}

fn main() {}
