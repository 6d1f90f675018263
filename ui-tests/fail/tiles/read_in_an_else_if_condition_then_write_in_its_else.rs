//! Red team, round 18: the read is in an `else if` condition, the write in
//! that `if`'s `else`: other threads may be in the `else` while this one reads.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [f32]) {
    let t: Tile<f32, 256> = block.shared();
    let tid = block.thread_index();
    let f = t.write_own(1.0f32);
    block.sync_threads();
    let i = block.global_index();
    if tid == 7u32 {
        out[i] = 0.0f32;
    } else if f.read((tid + 1u32) % 32u32) > 0.5f32 {
        out[i] = 1.0f32;
    } else {
        let g = f.write_own(0.0f32);
        out[i] = 2.0f32;
    }
}

fn main() {}
