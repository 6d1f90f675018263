//! A guard on a uniform `match` that reads the thread's own value makes its
//! arm a per-thread branch: the barrier in it is reached by only some
//! threads.
use cuda_sync::prelude::*;

#[kernel]
pub fn guarded(block: ThisBlock, mode: u32, input: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    match mode {
        0 if input[i] > 4u32 => block.sync_threads(),
        _ => {}
    }
    out[i] = mode.get();
}

fn main() {}
