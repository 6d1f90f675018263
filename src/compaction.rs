//! A device-wide counter: stream compaction. Every kept element claims an
//! output slot with a relaxed, device-scope `fetch_add`; no stronger order is
//! needed, since nothing in the kernel reads what the count indexes. The host
//! reads the count and the output after the kernel, and the launch boundary
//! orders those reads ("Atomics, Fences, and Memory Scopes": "Wrapping the
//! increment in a stronger ordering than necessary is the common
//! over-specification").

use cuda_sync::prelude::*;

/// Copies the elements of `input` above `threshold` into `out`, in no
/// particular order, and counts them in `kept[0]`.
#[kernel]
pub fn keep_above(
    block: ThisBlock,
    #[len(n)] input: &[f32],
    n: u64,
    threshold: f32,
    #[len(1)] kept: Global<u64>,
    #[len(n)] out: Output<f32, ByClaim>,
) {
    let kept = kept.claims::<Device>();
    let i = block.global_index();
    if i < n {
        let x = input[i];
        if x > threshold {
            out[kept.claim()] = x;
        }
    }
}

/// The values the compaction example and its tests use: `n` floats in [0, 1).
pub fn sample(n: usize) -> Vec<f32> {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    (0..n)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 40) as f32 / (1u64 << 24) as f32
        })
        .collect()
}
