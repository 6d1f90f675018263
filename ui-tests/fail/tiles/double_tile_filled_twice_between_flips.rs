//! The next half filled twice between two flips: the second fill is of a
//! half the first made ready to read. Fix: one fill a phase, then
//! `block.sync_threads();` and `flip`.
use cuda_sync::prelude::*;

#[kernel]
pub fn steps(block: ThisBlock, #[len(blocks * threads)] input: &[u32], #[len(blocks * threads)] out: &mut [u32]) {
    let tiles: DoubleTile<u32, 256> = block.shared();
    let t = block.thread_index();
    let v = input[block.global_index()];
    let filled = tiles.write_strided([v]);
    block.sync_threads();
    let current = filled.flip();
    let once = current.write_strided([v + 1u32]);
    let twice = once.write_strided([v + 2u32]);
    block.sync_threads();
    out[block.global_index()] = twice.flip().read(t);
}

fn main() {}
