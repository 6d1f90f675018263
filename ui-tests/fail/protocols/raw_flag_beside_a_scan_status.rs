//! Red team round 7: a raw flag taken as published by a scan's status. A
//! 4-byte status is stored and loaded relaxed whatever its order says (a
//! look-back hands off no other memory), so the leader's `SeqCst` store and
//! the status's store, and the look-back and the `SeqCst` load after it, are
//! pairs no order keeps (rule A1).
use cuda_sync::prelude::*;
#[kernel(min_blocks_per_sm = 3)]
pub fn k(
    block: ThisBlock,
    #[len(n)] input: &[i32],
    n: u64,
    #[len(blocks + 1)] status: Global<TileStatus<i32>>,
    #[len(n)] output: Output<i32, ByTile>,
    #[len(blocks)] marks: Global<u32>,
    #[len(blocks)] seen: Output<u32, ByLeader>,
) {
    let o = marks.atomics::<Device>();
    let statuses = status.tile_statuses::<Device>();
    let tile = block.draw_tile(&statuses);
    let id = tile.id();
    if block.thread_index() == 0u32 {
        o.at(id).store(1u32, SeqCst);
    }
    let scan = block.scan_tile(tile, input, n, Sum);
    let aggregate = statuses.publish(Release, statuses.write_aggregate(&scan));
    let looked = statuses.look_back(aggregate, Acquire);
    statuses.publish(Release, statuses.write_prefix(&looked));
    let prefix = block.broadcast_prefix(looked);
    scan.store_inclusive(output, prefix);
    if id > 0u32 {
        if let Some(cell) = block.leader().cell() {
            let r = o.at(id - 1u32).load(SeqCst);
            seen[cell] = r;
        }
    }
}

fn main() {}
