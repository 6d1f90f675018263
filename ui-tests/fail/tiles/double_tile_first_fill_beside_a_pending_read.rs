//! A fresh double tile filled while a tile read is pending: its storage
//! may be in use by the other arm of a branch or a device function's last
//! call, so its first fill waits for a block barrier, as a tile's does
//! (rule T1). Fix: `block.sync_threads();` before the first fill.
use cuda_sync::prelude::*;

#[kernel]
pub fn steps(block: ThisBlock, #[len(blocks * threads)] input: &[u32], #[len(blocks * threads)] out: &mut [u32]) {
    let tiles: DoubleTile<u32, 256> = block.shared();
    let t = block.thread_index();
    let v = input[block.global_index()];
    let single: Tile<u32, 256> = block.shared();
    let written = single.write_own(v);
    block.sync_threads();
    let seen = written.read((t + 1u32) % 256u32);
    let filled = tiles.write_strided([seen]);
    block.sync_threads();
    out[block.global_index()] = filled.flip().read(t);
}

fn main() {}
