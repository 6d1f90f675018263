//! The statuses made at block scope: their flags are read by other blocks,
//! which a block-scope atomic does not reach.
use cuda_sync::prelude::*;

#[kernel]
pub fn scan(
    block: ThisBlock,
    #[len(n)] input: &[i32],
    n: u64,
    #[len(blocks + 1)] status: Global<TileStatus<i32>>,
    #[len(n)] output: Output<i32, ByTile>,
) {
    let statuses = status.tile_statuses::<Block>();
    let tile = block.draw_tile(&statuses);
    let scan = block.scan_tile(tile, input, n, Sum);
    let aggregate = statuses.publish(Release, statuses.write_aggregate(&scan));
    let looked = statuses.look_back(aggregate, Acquire);
    statuses.publish(Release, statuses.write_prefix(&looked));
    let prefix = block.broadcast_prefix(looked);
    scan.store_inclusive(output, prefix);
}

fn main() {}
