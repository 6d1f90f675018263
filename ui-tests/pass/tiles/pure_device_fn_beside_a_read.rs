//! Day 14: two tiles, one barrier, and a helper that writes nothing called in
//! the statement that reads them (the matmul's multiply-add).
use cuda_sync::prelude::*;

#[device]
pub fn mad(a: f32, b: f32, c: f32) -> f32 {
    a * b + c
}

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] x: &[f32],
    #[len(blocks * threads)] y: &[f32],
    #[len(blocks * threads)] out: &mut [f32],
) {
    let ta: Tile<f32, 256> = block.shared();
    let tb: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let ta = ta.write_own(x[i]);
    let tb = tb.write_own(y[i]);
    block.sync_threads();
    let mut acc = 0.0f32;
    for k in 0u32..block.size() {
        acc = mad(ta.read(k), tb.read(k), acc);
    }
    if mad(ta.read(0u32), 1.0f32, 0.0f32) > 0.0f32 {
        acc += 1.0f32;
    }
    out[i] = acc;
}

fn main() {}
