//! Marks at block scope: a compare-exchange at `Block` scope is atomic
//! among one block's threads only, so a thread of each of two blocks could
//! both set one mark, and both own its cell (rule S1, then O1). Fix:
//! `marks::<Device>()`.
use cuda_sync::prelude::*;

#[kernel]
pub fn visit(
    block: ThisBlock,
    #[len(n)] next: &[u32],
    n: u64,
    #[len(n)] seen: Global<u32>,
    #[len(n)] parent: Output<u32, ByMark>,
) {
    let seen = seen.marks::<Block>();
    for i in block.grid_stride(n) {
        if let Some(cell) = seen.claim(next[i]) {
            parent[cell] = i as u32;
        }
    }
}

fn main() {}
