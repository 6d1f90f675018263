//! A `const` item by its module path (`modes::ADD`) is refused, in an
//! expression and as a `match` arm: the kernel compares a constant by its
//! name (`use modes::ADD;`, then `ADD`), a name the function binds nowhere.
use cuda_sync::prelude::*;

pub mod modes {
    pub const ADD: u32 = 0;
    pub const SCALE: u32 = 1;
}

#[kernel]
pub fn by_path(block: ThisBlock, mode: u32, #[len(blocks * threads)] out: &mut [u32]) {
    let mut value = 1u32;
    if mode == modes::ADD {
        value += 1u32;
    }
    match mode {
        modes::SCALE => value *= 3u32,
        _ => (),
    }
    out[block.global_index()] = value;
}

fn main() {}
