//! The launcher's own locals are named so that no kernel parameter can be:
//! a scalar named `lengths` was pushed as the launcher's array of declared
//! lengths (red team round 59), and parameters named `source`, `function`,
//! `config` or `builder` were refused with an error in the macro's output.
use cuda_sync::prelude::*;

#[kernel]
pub fn named(
    block: ThisBlock,
    lengths: u64,
    source: u32,
    function: u32,
    config: u32,
    builder: u32,
    #[len(lengths)] out: &mut [u32],
) {
    for i in block.grid_stride(lengths) {
        out[i] = source + function + config + builder;
    }
}

fn main() {}
