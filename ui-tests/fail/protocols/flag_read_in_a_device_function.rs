//! The consumer's relaxed flag load inside a device function, the payload
//! read beside its call: the function's atomics count as its caller's (rule
//! A1, checked through the function's `ATOMICS`).
use cuda_sync::prelude::*;
use cuda_sync::Atomic;

#[device]
fn ready(flag: Atomic<u32, Device>) -> bool {
    flag.load(Relaxed) == 1u32
}

#[kernel]
pub fn consumer(
    block: ThisBlock,
    #[len(1)] payload: Global<u32>,
    #[len(1)] flag: Global<u32>,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let payload = payload.atomic::<Device>(0u32);
    let flag = flag.atomic::<Device>(0u32);
    let i = block.global_index();
    if ready(flag) {
        out[i] = payload.load(Relaxed);
    }
}

fn main() {}
