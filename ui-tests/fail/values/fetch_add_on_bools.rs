//! Red team, round 9: `fetch_add` on booleans: the C++ atomic has no such operation.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, flags: Global<bool>) {
    let flags = flags.atomic::<Device>(0u32);
    flags.fetch_add(true, Relaxed);
}

fn main() {}
