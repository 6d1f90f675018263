//! Red team round 49: a kernel is an `extern "C"` function of its own name
//! beside the shim's functions; one named `plain` took over every call to the
//! shim's `plain` in its C++. Such names are refused (a generic kernel's
//! instances are named `plain__f32` and may keep it).
use cuda_sync::prelude::*;

#[kernel]
pub fn plain(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    out[block.global_index()] = 1u32;
}

fn main() {}
