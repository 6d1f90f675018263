//! Red team, round 20: a scope under another scope's name; rustc checks one
//! scope, the C++ gets the other (rule N1).
use cuda_sync::prelude::*;
use cuda_sync::scope::Device as Block;

#[kernel]
pub fn k(block: ThisBlock, #[len(1)] tally: Global<u32>) {
    tally.atomic::<Block>(0u32).fetch_add(1u32, Relaxed);
}
fn main() {}
