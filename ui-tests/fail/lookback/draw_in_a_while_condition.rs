//! Red team round 31: a tile drawn in a top-level `while` condition. The
//! condition runs at the kernel's top level, but once per iteration: a block
//! draws several tickets, and the order is left pointing past tiles that no
//! block of the next launch will draw, so the next scan on these statuses
//! waits forever.
use cuda_sync::prelude::*;

#[kernel]
pub fn draw_until(block: ThisBlock, #[len(blocks + 1)] status: Global<TileStatus<i32>>) {
    let statuses = status.tile_statuses::<Device>();
    while block.draw_tile(&statuses).id() == 0u32 {
        block.sync_threads();
    }
}

fn main() {}
