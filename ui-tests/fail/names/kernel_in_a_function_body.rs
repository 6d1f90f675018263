//! A kernel written inside a function: its text names the function's own
//! `ROUNDS` (4), but the kernel's module sees the items of the module around
//! the function (`ROUNDS` of 8), so the GPU would run with 8. Red team round
//! 69 found it compiled; a kernel is now an item of a module (rule N1).
use cuda_sync::prelude::*;

pub const ROUNDS: u32 = 8;

pub fn build() {
    const ROUNDS: u32 = 4;

    #[kernel]
    pub fn rounds_of(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
        out[block.global_index()] = ROUNDS;
    }
}

fn main() {
    build();
}
