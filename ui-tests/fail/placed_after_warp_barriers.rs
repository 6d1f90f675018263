//! Red team, round 41: two warp barriers make a filled tile `Writable` again
//! for each thread's own rank cell, which its own warp wrote; a padded row
//! puts a 2-D place in another warp's part of the tile (with 32 × 32
//! threads, warp 1's lane 31 writes cell 1 · 33 + 31 = 64, which warp 2's
//! lane 0 wrote), with only `__syncwarp()` between. `write_own_2d` now needs
//! a block barrier after every write and read of the tile (rule T1).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] input: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let tile: Tile<f32, 1056> = block.shared();
    let me = block.global_index();
    let warp = tile.write_own(input[me]).sync_warp();
    let again = warp.sync_warp();
    let placed = again.write_own_2d::<33>(input[me] * 2.0f32);
    block.sync_threads();
    out[me] = placed.read(block.thread_index());
}

fn main() {}
