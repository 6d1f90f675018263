//! Class A: in a `for` loop some threads leave early: the count after the break differs.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], rounds: u32) {
    let mut seen = rounds * 0u32;
    for r in 0u32..rounds {
        seen += 1u32;
        if input[(block.thread_index() + r) as usize] < 0.0f32 {
            break;
        }
    }
    for s in 0u32..seen {
        block.sync_threads();
    }
}

fn main() {}
