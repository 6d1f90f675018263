//! Class D (through assignment): an old piece of evidence overwritten by a new one.
//! Proofs are bound once, with `let`.
use cuda_sync::prelude::*;

#[kernel]
pub fn overwrite_evidence(block: ThisBlock, partials: Global<f32>) {
    let leader = block.leader();
    let mut written = leader.store(partials, 1.0f32);
    written = leader.store(partials, 2.0f32);
    let fenced = written.release_fence::<Device>();
}

fn main() {}
