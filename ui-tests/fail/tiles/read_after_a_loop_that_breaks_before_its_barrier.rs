//! Day 14: the loop's last round may `break` between its write and its
//! barrier, so the read after the loop has no barrier since that write.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(blocks)] out: Output<f32, ByLeader>,
) {
    let tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let tid = block.thread_index();
    let mut t = tile.write_own(input[i]);
    block.sync_threads();
    let mut s = block.size() / 2u32;
    while s > 0u32 {
        let v = t.read(tid);
        block.sync_threads();
        t = t.write_own(v);
        if s == 4u32 {
            break;
        }
        block.sync_threads();
        s = s / 2u32;
    }
    let total = t.read(0u32);
    if let Some(cell) = block.leader().cell() {
        out[cell] = total;
    }
}

fn main() {}
