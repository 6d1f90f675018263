//! Item 3 of the scan issue: the look-back starts (and the prefix is
//! published) before the tile's aggregate is: the aggregate is written but
//! its flag never set, so every later tile waits for this one's whole look-back.
use cuda_sync::prelude::*;

#[kernel]
pub fn scan(
    block: ThisBlock,
    #[len(n)] input: &[i32],
    n: u64,
    #[len(blocks + 1)] status: Global<TileStatus<i32>>,
    #[len(n)] output: Output<i32, ByTile>,
) {
    let statuses = status.tile_statuses::<Device>();
    let tile = block.draw_tile(&statuses);
    let scan = block.scan_tile(tile, input, n, Sum);
    let aggregate = statuses.write_aggregate(&scan);
    let looked = statuses.look_back(aggregate, Acquire);
    statuses.publish(Release, statuses.write_prefix(&looked));
    let prefix = block.broadcast_prefix(looked);
    scan.store_inclusive(output, prefix);
}

fn main() {}
