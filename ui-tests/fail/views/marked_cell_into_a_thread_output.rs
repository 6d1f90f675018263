//! A marked cell indexes only a `ByMark` output: in a `&mut [T]` (each
//! thread its own index), cell `next[i]` is also the cell of thread
//! `next[i]`, which stores to it too (rule O1). Fix: make the output
//! `Output<u32, ByMark>`.
use cuda_sync::prelude::*;

#[kernel]
pub fn visit(
    block: ThisBlock,
    #[len(n)] next: &[u32],
    n: u64,
    #[len(n)] seen: Global<u32>,
    #[len(n)] parent: &mut [u32],
) {
    let seen = seen.marks::<Device>();
    for i in block.grid_stride(n) {
        parent[i] = 0u32;
        if let Some(cell) = seen.claim(next[i]) {
            parent[cell] = i as u32;
        }
    }
}

fn main() {}
