//! Two sets of marks hand out cells of one `ByMark` output: the thread that
//! sets `seen[5]` and the one that sets `queued[5]` would both own
//! `parent[5]`, and store to it with nothing ordering them (rule O1). Fix:
//! one set of marks per `ByMark` output.
use cuda_sync::prelude::*;

#[kernel]
pub fn two_winners(
    block: ThisBlock,
    #[len(n)] next: &[u32],
    n: u64,
    #[len(n)] seen: Global<u32>,
    #[len(n)] queued: Global<u32>,
    #[len(n)] parent: Output<u32, ByMark>,
) {
    let seen = seen.marks::<Device>();
    let queued = queued.marks::<Device>();
    for i in block.grid_stride(n) {
        if let Some(cell) = seen.claim(next[i]) {
            parent[cell] = 1u32;
        }
        if let Some(cell) = queued.claim(next[i]) {
            parent[cell] = 2u32;
        }
    }
}

fn main() {}
