//! Day 14: a device function that writes a tile, called in the statement that
//! reads one: the statement is checked as if the call's write came first.
use cuda_sync::prelude::*;

#[device]
pub fn put(t: Tile<f32, 256>, v: f32) -> f32 {
    let t = t.write_own(v);
    v
}

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] x: &[f32],
    #[len(blocks * threads)] out: &mut [f32],
) {
    let ta: Tile<f32, 256> = block.shared();
    let tb: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let ta = ta.write_own(x[i]);
    block.sync_threads();
    let acc = put(tb, 1.0f32) + ta.read(3u32);
    out[i] = acc;
}

fn main() {}
