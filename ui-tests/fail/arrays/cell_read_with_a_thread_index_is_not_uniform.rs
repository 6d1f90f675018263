//! Cells of a thread's array are plain values, even when every cell was
//! filled with a uniform one: read at a thread's own index, a cell may be
//! another cell in another thread, so a barrier under it is divergent
//! (rule U2).
use cuda_sync::prelude::*;

#[kernel]
pub fn by_cell(block: ThisBlock, threshold: f32, #[len(blocks * threads)] out: &mut [f32]) {
    let limits = [threshold, 0.0f32, 1.0f32, 2.0f32];
    let which = block.thread_index() % 4u32;
    if limits[which] > 0.5f32 {
        block.sync_threads();
    }
    out[block.global_index()] = limits[which];
}

fn main() {}
