//! Rule F1: a scan in a cooperative kernel. Every block is resident, but a
//! block may now wait on a later tile (here: for its message) before it
//! publishes, while that tile looks back on it: each waits for the other.
use cuda_sync::prelude::*;
use cuda_sync::publish::Released;

#[kernel(cooperative)]
pub fn scan(
    block: ThisBlock,
    #[len(n)] input: &[i32],
    n: u64,
    #[len(blocks + 1)] status: Global<TileStatus<i32>>,
    payload: Global<f32>,
    flags: Global<u32>,
) {
    let channel: Channel<f32, Released> = block.channel(payload, flags);
    let statuses = status.tile_statuses::<Device>();
    let tile = block.draw_tile(&statuses);
    let scan = block.scan_tile(tile, input, n, Sum);
    let aggregate = statuses.publish(Release, statuses.write_aggregate(&scan));
    let looked = statuses.look_back(aggregate, Acquire);
}

fn main() {}
