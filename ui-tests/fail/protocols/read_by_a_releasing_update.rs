//! Red team (protocols round 2): the payload read by a `fetch_add(0,
//! Release)` after a relaxed flag load. The release orders the update's
//! write, not what its read sees: only an acquire on the flag load makes
//! the payload's store visible (rule A1, part by part).
use cuda_sync::prelude::*;

#[kernel]
pub fn consumer(
    block: ThisBlock,
    #[len(1)] data: Global<u32>,
    #[len(1)] flag: Global<u32>,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let data = data.atomic::<Device>(0u32);
    let flag = flag.atomic::<Device>(0u32);
    let i = block.global_index();
    if i == 0u64 {
        data.store(42u32, Relaxed);
        flag.store(1u32, Release);
    } else if flag.load(Relaxed) == 1u32 {
        out[i] = data.fetch_add(0u32, Release);
    }
}

fn main() {}
