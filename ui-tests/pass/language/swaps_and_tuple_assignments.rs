//! Two places assigned at once, `(a, b) = (b, a + 1)` (the value is whole
//! before either place changes; `_` assigns nothing), and `cells.swap(i, j)`
//! on a thread's array, as Rust's.
use cuda_sync::prelude::*;

#[kernel]
pub fn reorders(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[u32],
    #[len(blocks * threads)] out: &mut [u32],
) {
    let i = block.global_index();
    let x = input[i];
    let (mut a, mut b) = (x, 1u32);
    (a, b) = (b, a + 1u32);
    let mut cells = [a, b, 3u32, x];
    cells.swap(0usize, 3usize);
    cells.swap(1usize, 1usize);
    let mut c = 0u32;
    (c, _) = (cells[0] * 10u32, 5u32);
    out[i] = a * 1000u32 + b * 100u32 + c + cells[1] + cells[3];
}

fn main() {}
