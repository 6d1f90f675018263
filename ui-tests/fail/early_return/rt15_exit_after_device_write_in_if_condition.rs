//! Red team, round 15: a tile write made by a device function called in an `if` condition, then a `return` in its body.
use cuda_sync::prelude::*;

#[device]
fn step(block: ThisBlock, v: u32, look: Uniform<u32>) -> u32 {
    let tile: Tile<u32, 256> = block.shared();
    let t = tile.write_own(v);
    let mut r = v;
    if look == 1u32 {
        let t2 = t.sync_threads();
        r = t2.read((block.thread_index() + 1u32) % block.size());
    }
    r
}
#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] input: &[u32], #[len(blocks * threads)] out: &mut [u32]) {
    let i = block.global_index();
    let x = input[i];
    if step(block, x, 0u32) > 5u32 {
        return;
    }
    out[i] = step(block, x + 1u32, 1u32);
}
fn main() {}
