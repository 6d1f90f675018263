//! `odd ^= true` on a per-thread `bool`: a literal is uniform, and a plain
//! `bool` takes `&=`, `|=` and `^=` with a uniform one, as an integer does.
use cuda_sync::prelude::*;

#[kernel]
pub fn parity(block: ThisBlock, #[len(n)] input: &[u32], n: u64, #[len(n)] output: &mut [u32]) {
    for i in block.grid_stride(n) {
        let mut odd = false;
        if input[i] % 2u32 == 1u32 {
            odd ^= true;
        }
        let mut flags = input[i] > 3u32;
        flags &= true;
        flags |= false;
        flags ^= odd;
        output[i] = (flags ^ true) as u32 + odd as u32;
    }
}

fn main() {}
