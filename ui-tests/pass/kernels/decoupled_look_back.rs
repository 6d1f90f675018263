//! Decoupled look-back, both ways of releasing a status: a release store, or
//! a release fence between the value and a relaxed flag; generic over the
//! element type (4-byte values travel in the flag's word, 8-byte ones beside
//! it); each of the three operators.
use cuda_sync::lookback::TileScan;
use cuda_sync::prelude::*;

/// The stores handed to a device function, as rule F1's fix suggests: the
/// scan's type names its operator (`struct Sum` in the C++; red team round 33).
#[device]
fn store_both(
    scan: TileScan<i32, Device, Sum>,
    inclusive: Output<i32, ByTile>,
    prefix: Uniform<i32>,
) {
    scan.store_inclusive(inclusive, prefix);
}

#[kernel]
pub fn stores_in_a_device_function(
    block: ThisBlock,
    #[len(n)] input: &[i32],
    n: u64,
    #[len(blocks + 1)] status: Global<TileStatus<i32>>,
    #[len(n)] output: Output<i32, ByTile>,
) {
    let statuses = status.tile_statuses::<Device>();
    let tile = block.draw_tile(&statuses);
    let scan: TileScan<i32, Device, Sum> = block.scan_tile(tile, input, n, Sum);
    let aggregate = statuses.publish(Release, statuses.write_aggregate(&scan));
    let looked = statuses.look_back(aggregate, Acquire);
    statuses.publish(Release, statuses.write_prefix(&looked));
    let prefix = block.broadcast_prefix(looked);
    store_both(scan, output, prefix);
}

#[kernel]
pub fn inclusive_released<T: Scalar>(
    block: ThisBlock,
    #[len(n)] input: &[T],
    n: u64,
    #[len(blocks + 1)] status: Global<TileStatus<T>>,
    #[len(n)] output: Output<T, ByTile>,
) {
    let statuses = status.tile_statuses::<Device>();
    let tile = block.draw_tile(&statuses);
    let scan = block.scan_tile(tile, input, n, Sum);
    let aggregate = statuses.publish(Release, statuses.write_aggregate(&scan));
    let looked = statuses.look_back(aggregate, Acquire);
    statuses.publish(SeqCst, statuses.write_prefix(&looked));
    let prefix = block.broadcast_prefix(looked);
    scan.store_inclusive(output, prefix);
}

#[kernel]
pub fn exclusive_fenced<T: Scalar>(
    block: ThisBlock,
    #[len(n)] input: &[T],
    n: u64,
    #[len(blocks + 1)] status: Global<TileStatus<T>>,
    #[len(n)] output: Output<T, ByTile>,
) {
    let statuses = status.tile_statuses::<Device>();
    let tile = block.draw_tile(&statuses);
    let scan = block.scan_tile(tile, input, n, Max);
    let total = scan.aggregate();
    let fenced = statuses.write_aggregate(&scan).release_fence::<Device>();
    let aggregate = statuses.publish(Relaxed, fenced);
    let looked = statuses.look_back(aggregate, SeqCst);
    let prefix_written = statuses.write_prefix(&looked);
    statuses.publish(Relaxed, prefix_written.release_fence::<System>());
    let prefix = block.broadcast_prefix(looked);
    if total > T::ZERO {
        scan.store_exclusive(output, prefix);
    }
}

/// Red team round 29: a tile that publishes its aggregate twice and again
/// after its prefix. An 8-byte value is a relaxed atomic under its flag, so a
/// later tile that reads it while it is stored again races with nothing, and
/// either status it sees gives the same sum.
#[kernel]
pub fn publish_again<T: Scalar>(
    block: ThisBlock,
    #[len(n)] input: &[T],
    n: u64,
    #[len(blocks + 1)] status: Global<TileStatus<T>>,
    #[len(n)] output: Output<T, ByTile>,
) {
    let statuses = status.tile_statuses::<Device>();
    let tile = block.draw_tile(&statuses);
    let scan = block.scan_tile(tile, input, n, Min);
    let aggregate = statuses.publish(Release, statuses.write_aggregate(&scan));
    statuses.publish(Release, statuses.write_aggregate(&scan));
    let looked = statuses.look_back(aggregate, Acquire);
    statuses.publish(Release, statuses.write_prefix(&looked));
    statuses.publish(Release, statuses.write_prefix(&looked));
    statuses.publish(Release, statuses.write_aggregate(&scan));
    let prefix = block.broadcast_prefix(looked);
    scan.store_inclusive(output, prefix);
}

fn main() {}
