//! Red team round 48: `shuffle_xor` with a mask past 31 has no partner lane,
//! so every thread keeps its own value, in whole warps as in partial ones.
use cuda_sync::prelude::*;

#[kernel]
pub fn own_value(
    block: ThisBlock,
    #[len(blocks * threads)] x: &[f32],
    #[len(blocks * threads)] out: &mut [f32],
) {
    let i = block.global_index();
    out[i] = block.shuffle_xor(x[i], 33u32);
}

fn main() {}
