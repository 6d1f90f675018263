//! Item 3 of the scan issue: a tile waits on its successor's flag, by hand.
//! The successor may not have started, and nothing says it will: only a wait
//! on a lower ticket is allowed without a bound in an ordinary launch.
use cuda_sync::prelude::*;

#[kernel]
pub fn wait_for_the_next(
    block: ThisBlock,
    #[len(blocks + 1)] status: Global<TileStatus<i32>>,
    #[len(blocks)] flags: Global<u32>,
) {
    let statuses = status.tile_statuses::<Device>();
    let tile = block.draw_tile(&statuses);
    let flags = flags.atomics::<Device>();
    if block.thread_index() == 0u32 {
        flags.at(tile.id()).store(1u32, Release);
        while flags.at(tile.id() + 1u32).load(Acquire) == 0u32 {}
    }
}

fn main() {}
