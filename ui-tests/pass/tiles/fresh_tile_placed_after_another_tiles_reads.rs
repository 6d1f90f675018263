//! A fresh tile has nothing of its own pending: it is written at 2-D places
//! even while another tile's reads are still pending (red team, round 43).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] input: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let first: Tile<f32, 1024> = block.shared();
    let second: Tile<f32, 1056> = block.shared();
    let me = block.global_index();
    let filled = first.write_own(input[me]);
    block.sync_threads();
    let neighbour = filled.read((block.thread_index() + 1u32) % block.size());
    let placed = second.write_own_2d::<33>(neighbour);
    block.sync_threads();
    out[me] = placed.read_2d::<33>(block.thread_index_x(), block.thread_index_y());
}

fn main() {}
