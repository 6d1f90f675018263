//! `assert!`, `assert_eq!`, `assert_ne!` and their `debug_` forms: where the
//! condition does not hold, the kernel stops and reports `Check::Assert` with
//! the line, as Rust panics. A message may follow as a string literal.
use cuda_sync::prelude::*;

#[kernel]
pub fn checked_scale(
    block: ThisBlock,
    limit: u32,
    #[len(n)] input: &[u32],
    n: u64,
    #[len(n)] out: &mut [u32],
) {
    assert!(limit > 0u32, "the limit is positive");
    debug_assert_ne!(limit, u32::MAX);
    let i = block.global_index();
    if i < n {
        let x = input[i];
        assert!(x <= limit);
        debug_assert!(x % 2u32 == 0u32);
        assert_eq!(x / 2u32 * 2u32, x, "an even number");
        out[i] = x / 2u32;
    }
}

fn main() {}
