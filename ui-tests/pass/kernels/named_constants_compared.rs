//! A `const` item compared is uniform, as a literal and `u32::MAX` are, in
//! the Rust and the C++: a uniform value compared with `ROUNDS` branches
//! uniformly, so the branch may hold a barrier. A name is a `const` item's
//! only where the function binds it nowhere (no parameter, `let`, `for` or
//! `if let` of that name). It updates a uniform variable (`round +=
//! ROUNDS`) as a literal does. Arithmetic on constants alone (`ROUNDS +
//! 1u32`) is uniform where compared too, and so is a range's constant end
//! (`0..ROUNDS`); bound by a plain `let`, a constant stays the plain value
//! it is.
use cuda_sync::prelude::*;

/// Rounds that take the barrier.
pub const ROUNDS: u32 = 4;

/// The largest block this kernel expects.
pub const MOST_THREADS: u32 = 1024;

/// A switch the kernel reads as a condition alone.
pub const DEBUG: bool = true;

#[device]
pub fn at_limit(rounds: Uniform<u32>) -> Uniform<bool> {
    rounds == ROUNDS
}

#[kernel]
pub fn compared(block: ThisBlock, rounds: u32, #[len(blocks * threads)] out: &mut [u32]) {
    if rounds == ROUNDS {
        block.sync_threads();
    }
    if block.size() <= MOST_THREADS {
        block.sync_threads();
    }
    if rounds != (ROUNDS) {
        block.sync_threads();
    }
    // Bound by `let`, the comparison stays uniform, in the C++ too.
    let same = ROUNDS == rounds;
    if same {
        block.sync_threads();
    }
    if at_limit(rounds) {
        block.sync_threads();
    }
    // A uniform variable may start from a constant item.
    let mut lowest: Uniform<u32> = ROUNDS;
    if rounds < lowest {
        lowest = rounds;
    }
    // A constant updates a uniform variable as a literal does.
    let mut round: Uniform<u32> = 0u32;
    while round < rounds {
        block.sync_threads();
        round += ROUNDS;
    }
    // Arithmetic on constants alone is the same in every thread: compared,
    // or as a range's end, it is uniform.
    if rounds == ROUNDS + 1u32 {
        block.sync_threads();
    }
    if (rounds as u64) < (MOST_THREADS as u64) * 2u64 - u64::MIN {
        block.sync_threads();
    }
    for _ in 0..ROUNDS {
        block.sync_threads();
    }
    for r in 1u32..ROUNDS * 2u32 {
        block.sync_threads();
        round += r;
    }
    let last: Uniform<u32> = ROUNDS * 2u32 - 1u32;
    if rounds == last {
        block.sync_threads();
    }
    // A constant alone is a uniform condition, as compared (`DEBUG == true`).
    if DEBUG {
        block.sync_threads();
    }
    if !DEBUG {
        block.sync_threads();
    }
    let plain = ROUNDS + 1u32;
    out[block.global_index()] = lowest.get() + plain + same.get() as u32 + round.get();
}

/// The modes of `mode_switch`.
pub const ADD: u32 = 0;
pub const SCALE: u32 = 1;
pub const LAST: u32 = 9;

/// A `match` arm by a constant's name (`ADD =>`, `5..=LAST`) compares with
/// it, as Rust does: a name in upper case that the kernel binds nowhere else
/// (any name it binds nowhere else, as a range's end). On a
/// uniform `mode` the arms branch uniformly, so they may hold barriers.
#[kernel]
pub fn mode_switch(block: ThisBlock, mode: u32, #[len(blocks * threads)] out: &mut [u32]) {
    let mut value = 1u32;
    match mode {
        ADD => {
            value += 1u32;
            block.sync_threads();
        }
        SCALE | ROUNDS => value *= 3u32,
        5..=LAST => value += 2u32,
        _ => (),
    }
    out[block.global_index()] = value;
}

fn main() {}
