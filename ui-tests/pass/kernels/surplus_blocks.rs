//! Red team, round 1: surplus blocks return before the work.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, input: &[f32], blocks_needed: u32, out: &mut [f32]) {
    if block.index() >= blocks_needed {
        return;
    }
    let tile: Tile<f32, 256> = block.shared();
    let i = block.index() * block.size() + block.thread_index();
    let t = tile.write_own(input[i as usize]);
    let t = t.sync_threads();
    let s = block.reduce_sum(t.read(0u32));
    out[block.global_index()] = s.get();
}

fn main() {}
