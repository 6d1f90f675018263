//! A read of the current half after the barrier, then the flip: the half
//! this thread read becomes the next one, which the next fill replaces while
//! other threads may still be reading it (rule T1). Fix: read before the
//! barrier, or put a barrier between the last read and the flip.
use cuda_sync::prelude::*;

#[kernel]
pub fn steps(block: ThisBlock, #[len(blocks * threads)] input: &[u32], #[len(blocks * threads)] out: &mut [u32]) {
    let tiles: DoubleTile<u32, 256> = block.shared();
    let t = block.thread_index();
    let v = input[block.global_index()];
    let filled = tiles.write_strided([v]);
    block.sync_threads();
    let current = filled.flip();
    let filled = current.write_strided([v + 1u32]);
    block.sync_threads();
    let late = filled.read((t + 1u32) % 256u32);
    let current = filled.flip();
    let again = current.write_strided([late]);
    block.sync_threads();
    out[block.global_index()] = again.read(t);
}

fn main() {}
