//! Red team round 10: message passing through a scan's tile order. Each
//! leader counts relaxed, then draws its tile; the tile of id k knows k
//! blocks drew before it, each after counting, yet its relaxed load of the
//! count may see fewer than k + 1: the draw is a relaxed read-modify-write,
//! a hand-off to rule A1 as a claim is.
use cuda_sync::prelude::*;

#[kernel(min_blocks_per_sm = 3)]
pub fn k(
    block: ThisBlock,
    #[len(blocks + 1)] status: Global<TileStatus<i32>>,
    #[len(1)] marks: Global<u32>,
    #[len(blocks)] seen: Output<u32, ByLeader>,
) {
    let o = marks.atomic::<Device>(0u32);
    let statuses = status.tile_statuses::<Device>();
    if block.thread_index() == 0u32 {
        o.fetch_add(1u32, Relaxed);
    }
    let tile = block.draw_tile(&statuses);
    let id = tile.id();
    if let Some(cell) = block.leader().cell() {
        let r = o.load(Relaxed);
        // SC: r >= id + 1; weak: r <= id
        seen[cell] = r * 100000u32 + id.get();
    }
}

fn main() {}
