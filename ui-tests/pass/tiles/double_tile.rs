//! A double tile: each block walks `steps` chunks of 256 inputs, filling
//! the next half with chunk `step + 1` while its threads read chunk `step`
//! from the current half, one block barrier a step (a single tile needs
//! two: one after the fill, one after the reads). Thread `t` sums its cell
//! times its neighbour's, `(t + 1) % 256`, which another thread wrote.
use cuda_sync::prelude::*;

#[kernel]
pub fn neighbour_products(
    block: ThisBlock,
    #[len(blocks * steps * 256)] input: &[u32],
    steps: u64,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let tiles: DoubleTile<u32, 256> = block.shared();
    let t = block.thread_index();
    let first = block.index() as u64 * steps * 256u64 + t as u64;
    let filled = tiles.write_strided([input[first]]);
    block.sync_threads();
    let mut tiles = filled.flip();
    let mut sum = 0u32;
    for step in 0u64..steps {
        let next = if step + 1u64 < steps {
            input[first + (step + 1u64) * 256u64]
        } else {
            0u32
        };
        let product = tiles.read(t).wrapping_mul(tiles.read((t + 1u32) % 256u32));
        sum = sum.wrapping_add(product);
        let filled = tiles.write_strided([next]);
        block.sync_threads();
        tiles = filled.flip();
    }
    out[block.global_index()] = sum;
}

fn main() {}
