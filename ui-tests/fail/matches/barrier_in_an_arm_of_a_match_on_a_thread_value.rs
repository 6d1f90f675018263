//! A `match` on an expression of a thread's own value (`input[i] % 2`) is a
//! branch per thread, as a `match` on a variable is: a barrier in one of its
//! arms is reached by some threads only (rule U2).
use cuda_sync::prelude::*;

#[kernel]
pub fn by_parity(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[u32],
    #[len(blocks * threads)] out: &mut [u32],
) {
    let i = block.global_index();
    match input[i] % 2u32 {
        0 => block.sync_threads(),
        _ => (),
    }
    out[i] = 1u32;
}

fn main() {}
