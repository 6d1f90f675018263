//! Rule F1: a tile drawn in a device function, where the kernel cannot count
//! its draws: called twice, it would draw two tickets a block.
use cuda_sync::lookback::{DynamicTile, TileOrder};
use cuda_sync::prelude::*;

#[device]
fn draw(block: ThisBlock, order: TileOrder<Device>) -> DynamicTile<Device> {
    block.draw_tile(order)
}

fn main() {}
