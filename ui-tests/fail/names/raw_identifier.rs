//! Red team, round 22: a raw identifier has no C++ spelling; the macro refuses
//! it rather than panicking (rule N1).
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, #[len(blocks*threads)] out: &mut [u32]) {
    let i = block.global_index();
    let r = block.thread_index();
    let r#r: Uniform<u32> = 0u32;
    if r < 1u32 {
        block.sync_threads();
    }
    out[i] = 1u32;
}
fn main() {}
