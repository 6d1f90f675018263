//! A slot from a plain atomic `fetch_add`: the same counter may also be
//! stored or decremented, so the number is not proven unique.
use cuda_sync::prelude::*;

#[kernel]
pub fn compact(block: ThisBlock, input: &[f32], count: Global<u32>, out: Output<f32, ByClaim>) {
    let count = count.atomic::<Device>(0u32);
    let i = block.global_index();
    if input[i] > 0.5f32 {
        let slot = count.fetch_add(1u32, Relaxed);
        out[slot] = input[i];
    }
}

fn main() {}
