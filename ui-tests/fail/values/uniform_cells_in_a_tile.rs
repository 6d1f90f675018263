//! Red team, round 8: a tile of `Uniform` cells: a read of another thread's cell
//! would be per-thread under a uniform type.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    let tile: Tile<Uniform<u32>, 1024> = block.shared();
    let ready = tile.write_own(block.size()).sync_threads();
    let v = ready.read(block.thread_index() * 2u32);
    if v > 1u32 {
        block.sync_threads();
    }
}

fn main() {}
