//! Class A: a thread-dependent `continue` skips the count in some threads only.
use cuda_sync::prelude::*;

#[kernel]
pub fn skip_rounds(block: ThisBlock, input: &[f32], rounds: u32) {
    let mut counted = rounds * 0u32;
    for r in 0u32..rounds {
        if input[(block.thread_index() + r) as usize] > 1.0f32 {
            continue;
        }
        counted += 1u32;
    }
    if counted > 2u32 {
        block.sync_threads();
    }
}

fn main() {}
