//! `start..=end`: the end included, uniform where both bounds are (a barrier
//! may stand in it), and a range to a type's `MAX` that ends; and either
//! backwards, `.rev()`, uniform too, and stepped, `.step_by(k)`, uniform
//! where the range and the step are.
use cuda_sync::prelude::*;

#[kernel]
pub fn sums_through(
    block: ThisBlock,
    rounds: u32,
    #[len(n)] input: &[f32],
    n: u64,
    #[len(n)] out: &mut [f32],
) {
    let tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let mut acc = 0.0f32;
    for k in 0u32..=3u32 {
        acc += input[i] * k as f32;
    }
    let mut tile = tile.write_own(acc).sync_threads().reuse();
    for _ in 1u32..=rounds {
        block.sync_threads();
        tile = tile.write_own(acc).sync_threads().reuse();
    }
    for k in (0u32..rounds).rev() {
        block.sync_threads();
        acc += k as f32;
    }
    for k in (0u32..=3u32).rev() {
        acc -= k as f32;
    }
    for k in (0u32..rounds).step_by(2) {
        block.sync_threads();
        acc += k as f32;
    }
    for k in (1u64..=n).step_by(block.thread_index() as usize + 1usize) {
        acc += k as f32;
    }
    let mut top = 0u32;
    for b in 4294967290u32..=u32::MAX {
        top = b;
        if b > 4294967293u32 {
            break;
        }
    }
    out[i] = acc + top as f32;
}

fn main() {}
