//! Arms that cover every `u8` without a last `_`. Rustc checks the `if`
//! chain the `match` becomes, and could not tell that the arms cover every
//! value: without `_`, a value no arm names would run none. Fix: make the
//! last arm `_`.
use cuda_sync::prelude::*;

#[kernel]
pub fn halves(block: ThisBlock, #[len(n)] xs: &[u8], n: u64, #[len(n)] out: &mut [u32]) {
    for i in block.grid_stride(n) {
        let mut r = 0u32;
        match xs[i] {
            0..=127 => r = 1u32,
            128..=255 => r = 2u32,
        }
        out[i] = r;
    }
}

fn main() {}
