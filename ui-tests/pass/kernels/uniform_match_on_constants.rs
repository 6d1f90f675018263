//! Red team, rounds 63 and 65: a scalar's or a type parameter's constant
//! compared is uniform, as a literal is, in the Rust and the C++, so a
//! `match` of a uniform value on `u32::MAX` or `T::ZERO` branches uniformly,
//! and its arms may hold a barrier.
use cuda_sync::prelude::*;

#[kernel]
pub fn on_max(block: ThisBlock, mode: u32, #[len(blocks * threads)] out: &mut [u32]) {
    match mode {
        u32::MAX => {}
        _ => block.sync_threads(),
    }
    if mode == u32::MAX {
        block.sync_threads();
    }
    // Bound by `let`, the comparison stays uniform, in the C++ too (red team
    // round 65: there it was a plain `bool`, whose `.get()` failed in NVRTC).
    let same = mode == u32::MAX;
    if same {
        block.sync_threads();
    }
    // A uniform variable may start from a constant, as from a literal.
    let mut lowest: Uniform<u32> = u32::MAX;
    if mode < lowest {
        lowest = mode;
    }
    let mut seen = lowest.get() & 0u32;
    if same.get() {
        seen = 1u32;
    }
    out[block.global_index()] = mode + seen;
}

#[kernel]
pub fn on_zero<T: Int>(block: ThisBlock, k: T, #[len(blocks * threads)] out: &mut [T]) {
    match k {
        T::ZERO => block.sync_threads(),
        _ => {}
    }
    out[block.global_index()] = k.get();
}

fn main() {}
