//! A `match` on an expression other than a variable (`match x % 3`) tests a
//! `let` of it, evaluated once; on a uniform expression its arms branch
//! uniformly, so a barrier may stand in one. An arm of `()` does nothing; an
//! arm may start with `|`, as in Rust.
use cuda_sync::prelude::*;

#[kernel]
pub fn on_expressions(
    block: ThisBlock,
    rounds: u32,
    #[len(n)] input: &[u32],
    n: u64,
    #[len(n)] out: &mut [u32],
) {
    let i = block.global_index();
    let mut x = 0u32;
    if i < n {
        x = input[i];
    }
    let mut v = 0u32;
    match x % 3u32 {
        0 => v = 1u32,
        1 | 2 => v += x,
        _ => (),
    }
    match (rounds + 1u32) / 2u32 {
        0..=3 => block.sync_threads(),
        _ => {}
    }
    match x.min(7u32) {
        u32::MAX => v = 9u32,
        6 | 7 => v += 2u32,
        _ => (),
    }
    if i < n {
        out[i] = v;
    }
}

fn main() {}
