//! Item 3 of the scan issue: the value released by a block-scope fence, the
//! flag set at device scope. The fence orders the value for this block only;
//! another block may see the flag and not the value.
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
    let written = statuses.write_aggregate(&scan);
    let fenced = written.release_fence::<Block>();
    let aggregate = statuses.publish(Relaxed, fenced);
    let looked = statuses.look_back(aggregate, Acquire);
    statuses.publish(Release, statuses.write_prefix(&looked));
    let prefix = block.broadcast_prefix(looked);
    scan.store_inclusive(output, prefix);
}

fn main() {}
