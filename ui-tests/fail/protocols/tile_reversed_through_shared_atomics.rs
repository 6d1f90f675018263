//! A tile reversed through block-scope relaxed atomics, with no barrier: a
//! thread may load its mirror cell before that thread stored it (rule A1,
//! shared memory).
use cuda_sync::prelude::*;

#[kernel]
pub fn reverse(block: ThisBlock, #[len(blocks * threads)] input: &[u32], #[len(blocks * threads)] out: &mut [u32]) {
    let tile: Shared<u32, 256> = block.shared();
    let t = block.thread_index();
    let i = block.global_index();
    tile.atomic::<Block>(t).store(input[i], Relaxed);
    out[i] = tile.atomic::<Block>(block.size() - 1u32 - t).load(Relaxed);
}

fn main() {}
