//! Red team (protocols round 5).
//! 2+2W through `f32` adds into memory the kernel only writes: float adds
//! round, so the final value shows which came first (`x` and `y` start at
//! 1.0: `(1 + 2^24) - 2^24` is 0, `(1 - 2^24) + 2^24` is 1). Only integer
//! counts are left unordered.
use cuda_sync::prelude::*;

#[kernel]
pub fn float_counts_do_not_commute(block: ThisBlock, #[len(2)] cells: Global<f32>) {
    let cells = cells.atomics::<Device>();
    if block.index() == 0u32 {
        cells.at(0u32).fetch_add(16777216.0f32, Relaxed);
        cells.at(1u32).fetch_add(16777216.0f32, Relaxed);
    } else {
        cells.at(1u32).fetch_add(-16777216.0f32, Relaxed);
        cells.at(0u32).fetch_add(-16777216.0f32, Relaxed);
    }
}

fn main() {}
