//! Red team, round 2: Rust names that are C++ keywords or shim names.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let int = block.global_index();
    let float = input[int];
    let lit = float * 2.0f32;
    let range = !(block.thread_index());
    out[int] = lit + range as f32;
}

fn main() {}
