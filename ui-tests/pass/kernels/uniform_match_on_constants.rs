//! Red team, rounds 63 and 64: a scalar's or a type parameter's constant,
//! compared or bound by `let`, is uniform, as a literal is, so a `match` of a
//! uniform value on `u32::MAX` or `T::ZERO` branches uniformly, and its arms
//! may hold a barrier.
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
    // A `let` constant of one, as of a literal (red team round 64).
    let all = u32::MAX;
    if mode == all {
        block.sync_threads();
    }
    out[block.global_index()] = mode;
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
