//! A trait of one's own that answers `.coalesced()` with a view of another
//! size (red team, views round 1): the crate's own `coalesced` is the one
//! rustc picks, so the chunk of 1024 stays a chunk of 1024 and does not index
//! an output of chunks of 2048, as in the C++.
use cuda_sync::prelude::*;
use cuda_sync::view::Region;

pub trait Split {
    fn coalesced(self) -> Coalesced<Chunks<2048>>;
}

impl Split for Region<Chunks<1024>> {
    fn coalesced(self) -> Coalesced<Chunks<2048>> {
        loop {}
    }
}

#[kernel]
pub fn hijack(block: ThisBlock, out: Output<u32, Coalesced<Chunks<2048>>>) {
    let mine = block.chunks::<1024>().coalesced();
    if let Some(cell) = mine.cell(0u32) {
        out[cell] = 1u32;
    }
}

fn main() {}
