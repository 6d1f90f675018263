//! Rule F1: a tile that publishes only in a branch. Tile 5 never sets its
//! flag, and tile 6 waits on it forever.
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
    if tile.id() != 5u32 {
        let aggregate = statuses.publish(Release, written);
    }
}

#[kernel]
pub fn returns_first(
    block: ThisBlock,
    #[len(n)] input: &[i32],
    n: u64,
    #[len(blocks + 1)] status: Global<TileStatus<i32>>,
) {
    let statuses = status.tile_statuses::<Device>();
    let tile = block.draw_tile(&statuses);
    let scan = block.scan_tile(tile, input, n, Sum);
    if n < 100u64 {
        return;
    }
    let aggregate = statuses.publish(Release, statuses.write_aggregate(&scan));
}

fn main() {}
