//! The look-back called under `if thread_index < 32` by hand: only warp 0
//! would publish its aggregate, and the other warps would skip the flag the
//! next tile waits on. The look-back is a call of the whole block at the
//! kernel's top level (the crate runs it in warp 0).
use cuda_sync::prelude::*;

#[kernel]
pub fn scan(
    block: ThisBlock,
    #[len(n)] input: &[i32],
    n: u64,
    #[len(blocks + 1)] status: Global<TileStatus<i32>>,
) {
    let statuses = status.tile_statuses::<Device>();
    let tile = block.draw_tile(&statuses);
    let scan = block.scan_tile(tile, input, n, Sum);
    let aggregate = statuses.publish(Release, statuses.write_aggregate(&scan));
    if block.thread_index() < 32u32 {
        let looked = statuses.look_back(aggregate, Acquire);
    }
}

fn main() {}
