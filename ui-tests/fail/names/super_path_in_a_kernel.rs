//! A kernel is checked (and emitted) inside a module of its own name, so a
//! `super::` path in it names the module the kernel is in, not the one above:
//! red team round 71 found `4294967295u32 as super::Idx` computed in `u32` on
//! the GPU where the text's `Idx` is the root's `u64`, and `super::helper(0)`
//! calling the module's `helper`, not the root's. Such paths are refused.

pub type Idx = u64;

pub mod widths {
    use cuda_sync::prelude::*;

    pub type Idx = u32;

    #[kernel]
    pub fn widened(block: ThisBlock, #[len(blocks * threads)] out: &mut [u64]) {
        let big = 4294967295u32 as super::Idx;
        out[block.global_index()] = (big + 1) as u64;
    }
}

fn main() {}
