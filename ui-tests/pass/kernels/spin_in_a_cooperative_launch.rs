//! A spin on a flag another block sets, in a cooperative launch: every block
//! is resident, so the setter runs.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn spin(block: ThisBlock, flag: Global<u32>, out: &mut [u32]) {
    let flag = flag.atomic::<Device>(0u32);
    if block.index() == 0u32 {
        flag.store(1u32, Release);
    } else {
        while flag.load(Acquire) == 0u32 {
            block.sleep(100u32);
        }
    }
    out[block.global_index()] = 1u32;
}

fn main() {}
