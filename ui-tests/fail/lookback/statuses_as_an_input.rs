//! Red team round 30: tile statuses handed in as an input and copied into a
//! statuses buffer: flags loaded and stored with no order, outside the scan's
//! protocol (and a load the C++ has no `__ldg` for).
use cuda_sync::prelude::*;

#[kernel]
pub fn forge(
    block: ThisBlock,
    #[len(2)] from: &[TileStatus<i32>],
    #[len(2)] to: Global<TileStatus<i32>>,
) {
    let written = block.leader().store(to, from[1u64]);
}

fn main() {}
