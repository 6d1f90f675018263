//! `{ 65536 * 65536 }` is a `u64` to rustc (the parameter's type) and an
//! `int` product in C++, which overflows.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(64)] out: Output<u32, ByPosition<4294967296>>) {
    if let Some(cell) = block.cell_2d::<{ 65536 * 65536 }>() {
        out[cell] = 1u32;
    }
}

fn main() {}
