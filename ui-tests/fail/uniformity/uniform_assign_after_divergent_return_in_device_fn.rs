//! Class A: after a thread-dependent return in a device function, the rest of it
//! runs in some of its callers only.
use cuda_sync::prelude::*;

#[device]
fn rounds(block: ThisBlock, x: f32, base: Uniform<u32>) -> u32 {
    let mut n = base;
    if x < 0.0f32 {
        return 0u32;
    }
    n += 1u32;
    n.get()
}

fn main() {}
