//! A `loop` that waits on a flag another block sets is a spin like a
//! `while` on it: in an ordinary launch the setter may never be scheduled
//! (rule R1).
use cuda_sync::prelude::*;

#[kernel]
pub fn wait_for_block_zero(block: ThisBlock, flags: Global<u32>, #[len(blocks * threads)] out: &mut [u32]) {
    let flag = flags.atomic::<Device>(0u32);
    if block.index() == 0u32 {
        flag.store(1u32, Release);
    } else {
        loop {
            if flag.load(Acquire) == 1u32 {
                break;
            }
        }
    }
    out[block.global_index()] = 1u32;
}

fn main() {}
