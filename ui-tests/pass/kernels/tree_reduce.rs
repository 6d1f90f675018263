//! Red team, round 1: a tree reduction in shared memory, phases split over `let`s
//! and the tile assigned back.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, input: &[f32], n: u64, out: &mut [f32]) {
    let mut tile: Tile<f32, 256> = block.shared();
    let tid = block.thread_index();
    let i = block.index() as u64 * block.size() as u64 + tid as u64;
    let mut v = 0.0f32;
    if i < n {
        v = input[i as usize];
    }
    let mut s = block.size() / 2u32;
    while s > 0u32 {
        let filled = tile.write_own(v);
        let readable = filled.sync_threads();
        if tid < s {
            v = v + readable.read(tid + s);
        }
        tile = readable.sync_threads();
        s = s / 2u32;
    }
    if tid == 0u32 {
        out[block.global_index()] = v;
    }
}

fn main() {}
