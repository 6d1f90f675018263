//! Inputs of `bool` and of `F32x4`: CUDA's read-only load (`__ldg`) has no
//! form for either, so they load plainly (red team round 53: both failed in
//! NVRTC after rustc took them).
use cuda_sync::prelude::*;

#[kernel]
pub fn masked_sums(
    block: ThisBlock,
    #[len(n)] keep: &[bool],
    #[len(n)] quads: &[F32x4],
    n: u64,
    #[len(n)] out: &mut [f32],
) {
    for i in block.grid_stride(n) {
        let mut v = 0.0f32;
        if keep[i] {
            v = quads[i].sum();
        }
        out[i] = v;
    }
}

fn main() {}
