//! Shared memory sized at launch: storage whose cell count is a const
//! parameter is dynamic shared memory, chosen by the launch
//! (`histogram::launch::<32768>(..)`), checked against the device's limit
//! for one block before the launch, and opted into past the 48 KiB a launch
//! takes without asking.
use cuda_sync::prelude::*;

/// Counts of `input % BINS` into `bins`: each block counts into `BINS` bins
/// of its own shared memory, then merges them at device scope.
#[kernel]
pub fn histogram<const BINS: usize>(
    block: ThisBlock,
    #[len(n)] input: &[u32],
    n: u64,
    #[len(BINS)] bins: Global<u32>,
) {
    let local: Shared<u32, BINS> = block.shared();
    let bins = bins.atomics::<Device>();
    for b in block.block_stride(BINS as u32) {
        local.atomic::<Block>(b).store(0u32, Relaxed);
    }
    block.sync_threads();
    for i in block.grid_stride(n) {
        local
            .atomic::<Block>(input[i] % BINS as u32)
            .fetch_add(1u32, Relaxed);
    }
    block.sync_threads();
    for b in block.block_stride(BINS as u32) {
        let count = local.atomic::<Block>(b).load(Relaxed);
        if count > 0u32 {
            bins.at(b).fetch_add(count, Relaxed);
        }
    }
}

/// Two tiles sized at launch, one after the other in dynamic shared memory
/// (the second at its alignment past the first): each thread keeps whether
/// its value is positive, and the value; after the barrier, each reads the
/// pair of the thread mirrored in its block.
#[kernel]
pub fn mirror_positive<const N: usize>(
    block: ThisBlock,
    #[len(blocks * threads)] x: &[f64],
    #[len(blocks * threads)] out: &mut [f64],
) {
    let positive: Tile<bool, N> = block.shared();
    let values: Tile<f64, N> = block.shared();
    let i = block.global_index();
    let positive = positive.write_own(x[i] > 0.0f64);
    let values = values.write_own(x[i]);
    block.sync_threads();
    let mirrored = block.size() - 1u32 - block.thread_index();
    let mut kept = 0.0f64;
    if positive.read(mirrored) {
        kept = values.read(mirrored);
    }
    out[i] = kept;
}

fn main() {}
