//! Red team, round 63: a module `u32` whose `MAX` is a `u32` passed the type
//! check of round 22, and `u32::MAX` was 7 to rustc and 2^32 - 1 on the GPU
//! (a `match` arm or an expression alike). The value is checked too (rule N1).
use cuda_sync::prelude::*;
#[allow(non_camel_case_types)]
mod u32 {
    pub const MAX: u32 = 7;
}
#[allow(non_camel_case_types)]
mod i32 {
    pub const MIN: i32 = 0;
}
#[kernel]
pub fn k(block: ThisBlock, #[len(n)] input: &[u32], #[len(n)] signed: &[i32], n: u64, #[len(n)] out: &mut [u32]) {
    for i in block.grid_stride(n) {
        let x = input[i];
        let s = signed[i];
        let mut r = 0u32;
        match x {
            u32::MAX => r = 1u32,
            _ => r = 3u32,
        }
        match s {
            i32::MIN..=-1 => r += 10u32,
            _ => {}
        }
        out[i] = r;
    }
}
fn main() {}
