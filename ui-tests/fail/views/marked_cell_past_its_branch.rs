//! A marked cell used where the mark was not set by this thread: the cell
//! is owned only inside `if let Some(cell) = ...`, so the `Maybe` cannot be
//! opened any other way (rule U5). Fix: write the cell inside the branch.
use cuda_sync::prelude::*;

#[kernel]
pub fn visit(
    block: ThisBlock,
    #[len(n)] next: &[u32],
    n: u64,
    #[len(n)] seen: Global<u32>,
    #[len(n)] parent: Output<u32, ByMark>,
) {
    let seen = seen.marks::<Device>();
    for i in block.grid_stride(n) {
        let cell = seen.claim(next[i]).unwrap();
        parent[cell] = i as u32;
    }
}

fn main() {}
