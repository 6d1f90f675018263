//! Red team, round 12: the same in a loop: round k's read of another warp's
//! cell races with round k+1's write, with only warp barriers between.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] input: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let tid = block.thread_index();
    let mut t = tile;
    let mut x = input[i];
    for r in 0u32..4u32 {
        let f = t.write_own(x);
        block.sync_threads();
        x = f.read(255u32 - tid);
        t = f.sync_warp().sync_warp();
    }
    out[i] = x;
}

fn main() {}
