//! Red team round 2: an `if` value as the left operand of `+` on the right
//! of an assignment (the macro had stopped at it), and a block value as an
//! array index (the C++'s `a[[` would open an attribute).
use cuda_sync::prelude::*;

#[kernel]
pub fn offsets(block: ThisBlock, #[len(n)] x: &[u32], n: u64, #[len(n)] out: &mut [u32]) {
    let i = block.global_index();
    if i < n {
        let mut acc = [1u32, 2u32, 3u32, 4u32];
        acc[{
            let t = 2u32;
            t
        }] += 5u32;
        out[i] = if x[i] > 0u32 { 10u32 } else { 20u32 } + acc[2];
    }
}

fn main() {}
