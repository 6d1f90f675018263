//! Class A: a device function returns a uniform count that only the threads that
//! stayed in its loop share.
use cuda_sync::prelude::*;

#[device]
fn count(block: ThisBlock, input: &[f32], rounds: Uniform<u32>) -> Uniform<u32> {
    let mut n = rounds * 0u32;
    for r in 0u32..rounds {
        if input[(block.thread_index() + r) as usize] < 0.0f32 {
            break;
        }
        n += 1u32;
    }
    n
}

fn main() {}
