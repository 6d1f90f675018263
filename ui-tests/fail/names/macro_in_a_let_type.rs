//! Red team, round 33: a macro in a `let`'s type passed rustc and reached
//! the C++ unexpanded, where NVRTC refused it at the first launch.
use cuda_sync::prelude::*;

macro_rules! wide {
    () => {
        u64
    };
}

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u64]) {
    let x: wide!() = 1u64;
    out[block.global_index()] = x;
}

fn main() {}
