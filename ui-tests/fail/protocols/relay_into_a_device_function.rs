//! Red team (protocols round 6).
//! A relay through a device function: the middle block acquires `x`, then
//! calls a function that stores `y` relaxed. An acquiring read orders the
//! callee's writes after it, but they pass on what it saw only by
//! releasing, which the call does not show.
use cuda_sync::prelude::*;
use cuda_sync::Atomic;

#[device]
pub fn raise(a: &Atomic<u32, Device>) {
    a.store(1u32, Relaxed);
}

#[kernel]
pub fn relay_into_devfn(block: ThisBlock, #[len(2)] xs: Global<u32>, #[len(1)] ys: Global<u32>, out: &mut [u32]) {
    let x = xs.atomics::<Device>();
    let y = ys.atomic::<Device>(0u32);
    if block.index() == 0u32 {
        x.at(0u32).store(1u32, Release);
    } else if block.index() == 1u32 {
        if x.at(0u32).load(Acquire) == 1u32 {
            raise(&y);
        }
    } else {
        let f = y.load(Acquire);
        let d = x.at(0u32).load(Relaxed);
        out[block.global_index()] = f * 2u32 + d;
    }
}

fn main() {}
