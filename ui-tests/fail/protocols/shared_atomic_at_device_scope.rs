//! A shared-memory atomic at device scope: only the block reaches the
//! memory, and rule A1 tells shared atomics from global ones by their scope.
use cuda_sync::prelude::*;

#[kernel]
pub fn count(block: ThisBlock) {
    let counter: Shared<u32, 1> = block.shared();
    counter.atomic::<Device>(0u32).fetch_add(1u32, Relaxed);
}

fn main() {}
