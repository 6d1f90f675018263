//! Red team, round 4: atomics on cell 0 race thread 0's plain store into it.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, cells: Global<u32>, out: &mut [u32]) {
    let old = cells.atomic::<Device>(0u32).fetch_add(1u32, Relaxed);
    let written = cells.write_own(block.thread_index());
    let i = block.index() * block.size() + block.thread_index();
    out[block.global_index()] = written.read_own() + old;
}
fn main() {}
