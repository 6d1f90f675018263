//! `loop` is `while true`, in the Rust rustc checks and in the C++: a block
//! barrier in a loop the whole block leaves together, a per-thread loop with
//! its own `break`, and device functions that leave one by `break` and by
//! `return` (a `loop` has no value: a function returns after it).
use cuda_sync::prelude::*;

/// The first power of two at or above `x` (`x` at most 2^31).
#[device]
fn power_of_two_above(x: u32) -> u32 {
    let mut p = 1u32;
    loop {
        if p >= x {
            break;
        }
        p *= 2u32;
    }
    p
}

#[kernel]
pub fn halve_until_small(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32], limit: u32) {
    let mut width: Uniform<u32> = block.size();
    loop {
        if width <= limit {
            break;
        }
        block.sync_threads();
        width = width / 2u32;
    }
    let mut steps = 0u32;
    let mut x = block.thread_index() + 1u32;
    loop {
        if x == 1u32 {
            break;
        }
        x = if_odd(x);
        steps += 1u32;
    }
    out[block.global_index()] = width.get() + steps + power_of_two_above(block.thread_index());
}

/// One Collatz step, returned from inside a `loop`, or by a last `return`
/// (red team round 33: a function's last `return v;` was refused).
#[device]
fn if_odd(x: u32) -> u32 {
    let mut next = x / 2u32;
    loop {
        if x % 2u32 == 1u32 {
            return 3u32 * x + 1u32;
        }
        next += 0u32;
        break;
    }
    return next;
}

fn main() {}
