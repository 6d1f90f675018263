//! A number without a suffix where the function gives its type, as rustc
//! does: `cells.swap(0, 1)` takes `usize`s, and a vector's `splat` its
//! lane's type (`F32x4::splat(1.5)`, `U32x4::splat(7)`). Red team, Rust's
//! meaning round 4: both were refused, the swap's error suggesting `0u32`.
use cuda_sync::prelude::*;

#[kernel]
pub fn swapped_and_splat(
    block: ThisBlock,
    #[len(n)] input: &[f32],
    n: u64,
    #[len(n)] out: &mut [f32],
    #[len(n)] lanes: &mut [F32x4],
    #[len(n)] counts: &mut [U32x4],
) {
    for i in block.grid_stride(n) {
        let mut cells = [input[i], 2.0f32];
        cells.swap(0, 1);
        out[i] = cells[0] - cells[1];
        lanes[i] = F32x4::splat(1.5);
        counts[i] = U32x4::splat(7);
    }
}

fn main() {}
