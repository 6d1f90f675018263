//! `usize`, a listed parameter type, where Rust programmers write it: a
//! uniform loop bound around a barrier, a grid-stride loop's end, a tile's
//! index, a view's cell number; and `for` over a thread's own array, by
//! value.
use cuda_sync::prelude::*;

#[kernel]
pub fn smooth(
    block: ThisBlock,
    passes: usize,
    #[len(n)] input: &[f32],
    n: usize,
    #[len(n)] out: &mut [f32],
) {
    let tile: Tile<f32, 256> = block.shared();
    for _ in 0usize..passes {
        block.sync_threads();
    }
    let tid = block.thread_index() as usize;
    let i = block.global_index();
    let mut value = 0.0f32;
    if i < n as u64 {
        value = input[i];
    }
    let tile = tile.write_own(value);
    let tile = tile.sync_threads();
    let mirrored = tile.read(255usize - tid % 256usize);
    for i in block.grid_stride(n) {
        let weights = [0.25f32, 0.5f32, 0.25f32];
        let mut acc = 0.0f32;
        for w in weights {
            acc += w * input[i];
        }
        for k in [1u32, 2u32] {
            acc += k as f32;
        }
        out[i] = acc + mirrored;
    }
}

/// A view's cells numbered by the `usize` that also indexes the thread's
/// array (views red team: `view.cell(k)` took only what converts to `u64`).
#[kernel]
pub fn spread(
    block: ThisBlock,
    #[len(blocks * threads * 4)] out: Output<f32, Contiguous<Chunks<1024>, 4>>,
) {
    let view = block.chunks::<1024>().contiguous::<4>();
    let values = [1.0f32, 2.0f32, 3.0f32, 4.0f32];
    for (k, v) in values.iter().enumerate() {
        if let Some(cell) = view.cell(k) {
            out[cell] = *v;
        }
    }
}

fn main() {}
