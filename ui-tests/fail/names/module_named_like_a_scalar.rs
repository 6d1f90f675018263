//! Red team, round 22: a module named `u32` makes `u32::MAX` its own constant
//! to rustc, while the C++ gets the scalar's maximum (rule N1).
use cuda_sync::prelude::*;
#[allow(non_camel_case_types)]
mod u32 { pub const MAX: f32 = 7.5; }
#[kernel]
pub fn k(block: ThisBlock, #[len(blocks*threads)] out: &mut [f32]) {
    let i = block.global_index();
    out[i] = u32::MAX;
}
fn main() {}
