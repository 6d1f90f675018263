//! Red team round 32: `return` as a device function's argument. rustc types
//! it as `!` and accepts the call; the C++ (`f(return, true)`) would not
//! compile, an error that waited for the first launch.
use cuda_sync::prelude::*;

#[device]
fn keep(x: i32, flag: bool) -> bool {
    flag
}

#[kernel]
pub fn k(block: ThisBlock, #[len(1)] out: &mut [u32]) {
    let b = keep(return, true);
}

fn main() {}
