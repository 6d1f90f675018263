//! Day 27: fences, scopes and atomics. The last-block reduction and the tally.
//!
//! The typed kernels are the two defined versions of the lesson's hand-off and
//! the device-scope tally. The racy ones go through [`RawKernel`]: they exist to
//! show what the types forbid, and are reported, never gated.

use cuda_sync::prelude::*;
use cuda_sync::publish::{Acquired, LastArrival, Released};
use cuda_sync::RawKernel;

/// This thread's share of `input`: a grid-stride loop over `n` elements, four
/// floats a load and four loads in flight, into four accumulators.
#[device]
pub fn grid_stride_sum(block: ThisBlock, input: &[f32], n: Uniform<u64>) -> f32 {
    let threads = block.size() as u64 * block.count() as u64;
    let first = block.index() as u64 * block.size() as u64 + block.thread_index() as u64;
    let quads = n / 4u64;
    let mut s0 = 0.0f32;
    let mut s1 = 0.0f32;
    let mut s2 = 0.0f32;
    let mut s3 = 0.0f32;
    let mut q = first;
    while q + 3u64 * threads < quads {
        let v0 = input.load4(q);
        let v1 = input.load4(q + threads);
        let v2 = input.load4(q + 2u64 * threads);
        let v3 = input.load4(q + 3u64 * threads);
        s0 += v0.sum();
        s1 += v1.sum();
        s2 += v2.sum();
        s3 += v3.sum();
        q += 4u64 * threads;
    }
    while q < quads {
        s0 += input.load4(q).sum();
        q += threads;
    }
    let mut i = 4u64 * quads + first;
    while i < n {
        s1 += input[i as usize];
        i += threads;
    }
    (s0 + s1) + (s2 + s3)
}

/// In the block that drew the last ticket: adds every block's partial sum (read
/// through `last`, which holds the partials and the counter), writes the
/// total, and resets the counter for the next launch.
#[device]
pub fn finish_in_last_block(
    block: ThisBlock,
    last: LastArrival<Released, Acquired, Global<f32>, Device>,
    total: Output<f32, ByLast>,
) {
    let mut sum = 0.0f32;
    let mut b = block.thread_index();
    while b < block.count() {
        sum += last.read(b);
        b += block.size();
    }
    let grand_total = block.reduce_sum(sum);
    if let Some(cell) = last.leader_cell() {
        total[cell] = grand_total.get();
    }
    block.leader().reset(last);
}

/// Every block sums its slice of `input`; the block that takes the last ticket
/// adds the partial sums. The ticket is taken with `AcqRel`: the release
/// publishes this block's partial, the acquire hands every other block's partial
/// to whoever draws the last ticket (libcu++ `atomic_ref::fetch_add`).
#[kernel]
pub fn sum_last_block_acq_rel(
    block: ThisBlock,
    #[len(n)] input: &[f32],
    n: u64,
    #[len(blocks)] partials: Global<f32>,
    #[len(1)] arrivals: Global<u32>,
    #[len(1)] total: Output<f32, ByLast>,
) {
    let block_sum = block.reduce_sum(grid_stride_sum(block, input, n));
    let leader = block.leader();
    let written = leader.store(partials, block_sum.get());
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, written);
    let arrival = block.broadcast_ticket(ticket);
    if let Some(last) = arrival.last() {
        finish_in_last_block(block, last, total);
    }
}

/// The lesson's fenced kernel, made whole: a release fence between the store and
/// the relaxed ticket, and an acquire fence right after the ticket.
#[kernel]
pub fn sum_last_block_fenced(
    block: ThisBlock,
    #[len(n)] input: &[f32],
    n: u64,
    #[len(blocks)] partials: Global<f32>,
    #[len(1)] arrivals: Global<u32>,
    #[len(1)] total: Output<f32, ByLast>,
) {
    let block_sum = block.reduce_sum(grid_stride_sum(block, input, n));
    let leader = block.leader();
    let written = leader.store(partials, block_sum.get());
    let fenced = written.release_fence::<Device>();
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), Relaxed, fenced);
    let ticket = ticket.acquire_fence::<Device>();
    let arrival = block.broadcast_ticket(ticket);
    if let Some(last) = arrival.last() {
        finish_in_last_block(block, last, total);
    }
}

/// One device-scope atomic add from every thread: atomic across blocks.
#[kernel]
pub fn tally_blocks_device_scope(block: ThisBlock, #[len(1)] tally: Global<u32>) {
    tally.atomic::<Device>(0u32).fetch_add(1u32, Relaxed);
}

const RAW: &str = include_str!("../cpp/lessons/day27.cu");

/// The lesson's `sumLastBlockRacy`: no fence between the partial sum and the ticket.
pub static SUM_LAST_BLOCK_RACY: RawKernel = RawKernel {
    name: "sumLastBlockRacy",
    cuda: RAW,
};

/// The exercise's move: `__threadfence()` below the `atomicAdd` instead of above it.
pub static SUM_LAST_BLOCK_FENCE_BELOW: RawKernel = RawKernel {
    name: "sumLastBlockFenceBelow",
    cuda: RAW,
};

/// The lesson's `tallyBlocksBlockScope`: `atomicAdd_block` on a counter every block touches.
pub static TALLY_BLOCKS_BLOCK_SCOPE: RawKernel = RawKernel {
    name: "tallyBlocksBlockScope",
    cuda: RAW,
};

/// The lesson's input size: 4,194,915 floats, all 1.0f, so every partial sum is
/// a whole number below 2^24 and the expected total is exact.
pub const ELEMENTS: u64 = 4_194_915;

use cuda_sync::cudarc::driver::{CudaSlice, CudaStream};
use std::sync::Arc;

/// What the acq_rel reduction keeps between launches besides its input: a
/// partial sum per block, the ticket counter (reset by the kernel itself) and
/// the total.
pub struct Workspace {
    partials: CudaSlice<f32>,
    arrivals: CudaSlice<u32>,
    total: CudaSlice<f32>,
}

impl Workspace {
    /// Zeroed buffers for grids of up to `blocks` blocks.
    pub fn new(stream: &Arc<CudaStream>, blocks: u32) -> Result<Workspace, cuda_sync::Error> {
        Ok(Workspace {
            partials: stream
                .alloc_zeros(blocks as usize)
                .map_err(crate::report::driver)?,
            arrivals: stream.alloc_zeros(1).map_err(crate::report::driver)?,
            total: stream.alloc_zeros(1).map_err(crate::report::driver)?,
        })
    }

    /// Sums the first `n` values of `input` with `sum_last_block_acq_rel` on
    /// `stream`, and reads the total back.
    pub fn sum(
        &mut self,
        runtime: &Runtime,
        stream: &Arc<CudaStream>,
        size: LaunchSize,
        input: &CudaSlice<f32>,
        n: u64,
    ) -> Result<f32, cuda_sync::Error> {
        sum_last_block_acq_rel::launch(
            runtime,
            stream,
            size,
            input,
            n,
            &mut self.partials,
            &mut self.arrivals,
            &mut self.total,
        )?;
        Ok(stream
            .clone_dtoh(&self.total)
            .map_err(crate::report::driver)?[0])
    }
}
