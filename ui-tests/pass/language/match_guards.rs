//! `match` arms with guards: the guard runs only where its pattern matched,
//! and a guarded `_` arm tests the guard alone. A per-thread guard makes its
//! arm a per-thread branch; a uniform one keeps a barrier legal.
use cuda_sync::prelude::*;

#[kernel]
pub fn classify(
    block: ThisBlock,
    mode: u32,
    limit: u32,
    #[len(n)] input: &[u32],
    n: u64,
    #[len(n)] out: &mut [u32],
) {
    match mode {
        0 if limit > 4u32 => block.sync_threads(),
        1 | 2 => {}
        _ => {}
    }
    let i = block.global_index();
    if i < n {
        let x = input[i];
        let mut kind = 0u32;
        match x % 8u32 {
            0 => kind = 1u32,
            1..=3 if x > limit => kind = 2u32,
            _ if x == 7u32 => kind = 3u32,
            _ => {}
        }
        out[i] = kind;
    }
}

fn main() {}
