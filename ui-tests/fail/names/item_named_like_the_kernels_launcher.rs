//! A kernel's body is checked inside the module the macro makes for it,
//! beside the kernel's own `launch`, `SOURCE` and `compiles_in_nvrtc`: a
//! device function `launch` or a `const SOURCE` of the user's would be read
//! there as the kernel's launcher and source, with an error about neither.
//! Such names are refused in a kernel, unless the kernel binds them itself.
use cuda_sync::prelude::*;

pub const SOURCE: u32 = 3;

#[device]
pub fn launch(a: u32) -> u32 {
    a + 1u32
}

#[kernel]
pub fn uses_source(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let i = block.global_index();
    out[i] = launch(SOURCE);
}

#[kernel]
pub fn binds_source(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let source = 3u32;
    out[block.global_index()] = source;
}

fn main() {}
