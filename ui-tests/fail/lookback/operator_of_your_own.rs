//! A scan with an operator the crate does not type: a difference is not
//! associative, and a look-back combines its predecessors in any grouping.
use cuda_sync::prelude::*;

#[derive(Clone, Copy)]
pub struct Difference;
impl cuda_sync::operator::Associative<i32> for Difference {}

#[kernel]
pub fn running_difference(
    block: ThisBlock,
    #[len(n)] input: &[i32],
    n: u64,
    #[len(blocks + 1)] status: Global<TileStatus<i32>>,
    #[len(n)] output: Output<i32, ByTile>,
) {
    let statuses = status.tile_statuses::<Device>();
    let tile = block.draw_tile(&statuses);
    let scan = block.scan_tile(tile, input, n, Difference);
    let aggregate = statuses.publish(Release, statuses.write_aggregate(&scan));
    let looked = statuses.look_back(aggregate, Acquire);
    statuses.publish(Release, statuses.write_prefix(&looked));
    let prefix = block.broadcast_prefix(looked);
    scan.store_inclusive(output, prefix);
}

fn main() {}
