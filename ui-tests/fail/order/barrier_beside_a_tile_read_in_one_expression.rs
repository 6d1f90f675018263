//! Red team, round 17: Rust runs `t.read(0) + block.reduce_sum(1)` left to
//! right, C++ in any order; if the reduction's barrier ran first, the read would
//! be pending when the next statement rewrites the tile (rule E1).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] input: &[u32], #[len(blocks * threads)] out: &mut [u32]) {
    let tile: Tile<u32, 256> = block.shared();
    let i = block.global_index();
    let t = tile.write_own(input[i]);
    block.sync_threads();
    let x = t.read(0u32) + block.reduce_sum(1u32).get();
    let t = t.write_own(x);
    out[i] = x;
}

fn main() {}
