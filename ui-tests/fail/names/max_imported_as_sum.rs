//! A scan's operator imported under another operator's name: rustc checks a
//! running maximum, the C++ would get `Sum` (rule N1).
use cuda_sync::operator::Max as Sum;
use cuda_sync::prelude::{
    Acquire, ByTile, Device, Global, Output, Release, ThisBlock, TileStatus, kernel,
};

#[kernel]
pub fn running_max(
    block: ThisBlock,
    #[len(n)] input: &[i32],
    n: u64,
    #[len(blocks + 1)] status: Global<TileStatus<i32>>,
    #[len(n)] output: Output<i32, ByTile>,
) {
    let statuses = status.tile_statuses::<Device>();
    let tile = block.draw_tile(&statuses);
    let scan = block.scan_tile(tile, input, n, Sum);
    let aggregate = statuses.publish(Release, statuses.write_aggregate(&scan));
    let looked = statuses.look_back(aggregate, Acquire);
    statuses.publish(Release, statuses.write_prefix(&looked));
    let prefix = block.broadcast_prefix(looked);
    scan.store_inclusive(output, prefix);
}

fn main() {}
