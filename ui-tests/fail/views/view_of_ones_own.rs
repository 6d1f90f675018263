//! A view of one's own (red team, views round 2): with `OwnedIn` for `usize`
//! every thread would store cell 0 and read its neighbour's cell. Only the
//! crate's views hand out cells, one thread each.
use cuda_sync::output::{OneSource, OwnedIn};
use cuda_sync::prelude::*;

pub enum Mine {}
impl<const C: usize, const L: usize, const M: usize> OneSource<C, L, M> for Mine {}
impl OwnedIn<Mine> for usize {}

#[kernel]
pub fn user_view(block: ThisBlock, #[len(n)] out: Output<u32, Mine>, n: u64) {
    out[0u64] = block.thread_index();
}

fn main() {}
