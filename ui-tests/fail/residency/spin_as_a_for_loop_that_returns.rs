//! Red team, round 18: a `for` spin that leaves by `return` instead of `break`:
//! every block but the last waits for the last, which need not be resident.
use cuda_sync::prelude::*;

#[kernel]
pub fn wait_for_last_block(block: ThisBlock, #[len(1)] flag: Global<u32>) {
    let flag = flag.atomic::<Device>(0u32);
    if block.index() + 1u32 < block.count() {
        for _spin in 0u64..18446744073709551615u64 {
            if flag.load(Acquire) == 1u32 {
                return;
            }
        }
    }
    flag.store(1u32, Release);
}

fn main() {}
