//! Marks made in a branch: a block that skips the branch could use the same
//! memory another way, or make a second set of marks of it (rule P2:
//! memory is given its use at the kernel's top level). Fix: make the marks
//! before the branch.
use cuda_sync::prelude::*;

#[kernel]
pub fn visit(
    block: ThisBlock,
    #[len(n)] next: &[u32],
    n: u64,
    #[len(n)] seen: Global<u32>,
    #[len(n)] parent: Output<u32, ByMark>,
) {
    if block.index() == 0u32 {
        let seen = seen.marks::<Device>();
        for i in block.grid_stride(n) {
            if let Some(cell) = seen.claim(next[i]) {
                parent[cell] = i as u32;
            }
        }
    }
}

fn main() {}
