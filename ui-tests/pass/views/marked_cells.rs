//! A breadth-first search's level over a graph in CSR form: each node of the
//! frontier visits its neighbours, and the thread whose compare-exchange
//! marks a neighbour first owns its cell of `parent` (`ByMark`) and writes
//! it, then claims a place in the next frontier (`ByClaim`). Two sources of
//! owners, one of each kind, for two outputs (rule O1). The marks are not
//! zeroed by the launcher: they carry the visited nodes from level to level.
use cuda_sync::prelude::*;

#[kernel]
pub fn bfs_level(
    block: ThisBlock,
    #[len(frontier_len)] frontier: &[u32],
    frontier_len: u64,
    #[len(nodes + 1)] offsets: &[u32],
    #[len(edges)] targets: &[u32],
    nodes: u64,
    edges: u64,
    #[len(nodes)] visited: Global<u32>,
    #[len(nodes)] parent: Output<u32, ByMark>,
    #[len(1)] reached: Global<u64>,
    #[len(nodes)] next_frontier: Output<u32, ByClaim>,
) {
    let visited = visited.marks::<Device>();
    let reached = reached.claims::<Device>();
    for i in block.grid_stride(frontier_len) {
        let node = frontier[i];
        for e in offsets[node as u64]..offsets[node as u64 + 1u64] {
            let next = targets[e as u64];
            if let Some(cell) = visited.claim(next) {
                parent[cell] = node;
                next_frontier[reached.claim()] = next;
            }
        }
    }
}

fn main() {}
