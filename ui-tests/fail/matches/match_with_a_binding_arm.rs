//! A `match` arm that binds a name (`n => ..`) where a constant was meant:
//! Rust would take it as a catch-all. The language takes integer literals and
//! ranges, and `_` as the last arm.
use cuda_sync::prelude::*;

#[kernel]
pub fn tile_of(block: ThisBlock, width: u32, #[len(blocks * threads)] out: &mut [u32]) {
    let mut tile = 0u32;
    match width {
        16 => tile = 1u32,
        other => tile = other,
    }
    out[block.global_index()] = tile;
}

fn main() {}
