//! A flip where only some threads run: threads that skip it take the other
//! half for the current one, and fill the half the others read (rule U2).
//! Fix: flip where the whole block is.
use cuda_sync::prelude::*;

#[kernel]
pub fn steps(block: ThisBlock, #[len(blocks * threads)] input: &[u32], #[len(blocks * threads)] out: &mut [u32]) {
    let tiles: DoubleTile<u32, 256> = block.shared();
    let t = block.thread_index();
    let v = input[block.global_index()];
    let filled = tiles.write_strided([v]);
    block.sync_threads();
    if t < 32u32 {
        let current = filled.flip();
        out[block.global_index()] = current.read(t);
    }
}

fn main() {}
