//! Lanes 0 to 4 leave the loop at the first `break`; the others update the
//! uniform `rounds` and leave at the second. After the loop the threads
//! disagree on `rounds`, which steers a barrier.
use cuda_sync::prelude::*;

#[kernel]
pub fn rounds_differ(block: ThisBlock, out: &mut [u32]) {
    let mut rounds: Uniform<u32> = 0u32;
    for _ in 0u32..4u32 {
        if block.lane_index() < 5u32 {
            break;
        }
        rounds += 1u32;
        break;
    }
    if rounds == 1u32 {
        block.sync_threads();
    }
    out[block.global_index()] = rounds.get();
}

fn main() {}
