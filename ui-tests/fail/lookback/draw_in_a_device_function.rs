//! Rule F1: a tile drawn in a device function, where the kernel cannot count
//! its draws: called twice, it would draw two tickets a block.
use cuda_sync::lookback::{DynamicTile, TileStatuses};
use cuda_sync::prelude::*;

#[device]
fn draw(block: ThisBlock, statuses: &TileStatuses<i32, Device>) -> DynamicTile<Device> {
    block.draw_tile(statuses)
}

fn main() {}
