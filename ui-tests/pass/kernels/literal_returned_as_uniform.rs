//! Red team, round 3: a literal returned from a device function that returns a uniform value.
use cuda_sync::prelude::*;

#[device]
fn pick(n: Uniform<u32>) -> Uniform<u32> {
    if n > 64u32 {
        return 1u32;
    }
    2u32
}

#[kernel]
pub fn k(block: ThisBlock, out: &mut [f32]) {
    let u = pick(block.size());
    if u == 1u32 {
        block.sync_threads();
    }
    out[block.global_index()] = 1.0f32;
}

fn main() {}
