//! A number without a suffix takes the type its `let` declares, as rustc
//! gives it: `let s: f32 = 0.5;` is an `f32` in the C++ too, and so are
//! `let k: u64 = 3;`, `let w: f64 = 2.5;`, `let m: i32 = -7;`, a uniform
//! `let r: Uniform<u32> = 4;`, which may bound a barrier's loop, the cells
//! of a typed array or tuple, and `-2147483648` as an `i32`.
use cuda_sync::prelude::*;

#[kernel]
pub fn scaled(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let s: f32 = 0.5;
    let w: f64 = 2.5;
    let k: u64 = 3;
    let m: i32 = -7;
    let r: Uniform<u32> = 4;
    let lowest: i32 = -2147483648;
    let cells: [u64; 2] = [7; 2];
    let listed: [f32; 3] = [0.25, -1.5, 2.0];
    let pair: (u64, i32) = (5, -1);
    for _ in 0u32..r {
        block.sync_threads();
    }
    let i = block.global_index();
    if i < n {
        let spread =
            (cells[1] + pair.0) as f32 + listed[0] + (lowest as f32) * 0.0f32 + pair.1 as f32;
        out[i] = input[i] * s + (w as f32) * (k as f32) + m as f32 + spread;
    }
}

fn main() {}
