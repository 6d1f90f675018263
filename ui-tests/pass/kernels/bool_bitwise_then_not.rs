//! Red team round 50: `!(a & b)` on two `bool`s is logical in Rust; the C++
//! computed `a & b` as an `int`, so its `!` flipped every bit and was never
//! false (an infinite `while`). `&`, `|` and `^` keep Rust's type.
use cuda_sync::prelude::*;

#[kernel]
pub fn nand(
    block: ThisBlock,
    go: bool,
    #[len(blocks * threads)] x: &[u32],
    #[len(blocks * threads)] out: &mut [u32],
) {
    let i = block.global_index();
    let a = x[i] > 0u32;
    let b = x[i] > 1u32;
    let mut r = 0u32;
    if !(a & b) {
        r = 7u32;
    }
    if !(a ^ b) {
        r += 1u32;
    }
    let mut stop: Uniform<bool> = false;
    while !(stop | go) {
        block.sync_threads();
        stop = true;
    }
    out[i] = r + !(a | b) as u32;
}

fn main() {}
