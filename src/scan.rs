//! A single-pass prefix scan with decoupled look-back, in the kernel language
//! (`cuda_sync::lookback`). Each block draws its tile from a ticket, scans it
//! in registers, publishes its aggregate, looks back over lower tickets only,
//! publishes its inclusive prefix and stores the tile. `examples/scan.rs`
//! gates it against a CPU reference and times it beside CUB's
//! `DeviceScan`, a hand-written CUDA kernel of the same design
//! (`cpp/bench/scan_handwritten.cu`) and a device-to-device copy.

use std::sync::Arc;

use cuda_sync::cudarc::driver::{CudaSlice, CudaStream};
use cuda_sync::lookback;
use cuda_sync::prelude::*;
use cuda_sync::{Error, RawKernel};

/// Threads a block: 8 warps.
pub const THREADS: u32 = 256;

/// A scan kernel over any scalar `T`, combining with one operator of
/// `cuda_sync::operator`. Each has the same parameters: for any `n` (the grid
/// has [`cuda_sync::lookback::tiles`] blocks of [`THREADS`]), `output[i]` is
/// `input[0] ∘ .. ∘ input[i]`, or with `exclusive`, `input[0] ∘ .. ∘
/// input[i - 1]` (`output[0]` the operator's identity). `status` (the tile
/// order, then one status per tile) is zeroed once, when allocated: each
/// launch leaves it ready for the next.
macro_rules! scan_kernel {
    ($(#[$doc:meta])* $name:ident, $operator:ident) => {
        $(#[$doc])*
        #[kernel(min_blocks_per_sm = 3)]
        pub fn $name<T: Scalar>(
            block: ThisBlock,
            #[len(n)] input: &[T],
            n: u64,
            exclusive: bool,
            #[len(blocks + 1)] status: Global<TileStatus<T>>,
            #[len(n)] output: Output<T, ByTile>,
        ) {
            let statuses = status.tile_statuses::<Device>();
            let tile = block.draw_tile(&statuses);
            let scan = block.scan_tile(tile, input, n, $operator);
            let aggregate = statuses.publish(Release, statuses.write_aggregate(&scan));
            let looked = statuses.look_back(aggregate, Acquire);
            statuses.publish(Release, statuses.write_prefix(&looked));
            let prefix = block.broadcast_prefix(looked);
            if exclusive {
                scan.store_exclusive(output, prefix);
            } else {
                scan.store_inclusive(output, prefix);
            }
        }
    };
}

scan_kernel!(
    /// The running sums of `input` (wrapping for integers).
    prefix_sum,
    Sum
);
scan_kernel!(
    /// The running minimum of `input` (a NaN is passed over, as by Rust's `min`).
    prefix_min,
    Min
);
scan_kernel!(
    /// The running maximum of `input` (a NaN is passed over).
    prefix_max,
    Max
);

/// What a scan keeps between launches: the tile order and a status per tile,
/// in one buffer, zeroed when allocated and never reset by hand: each launch
/// starts the next generation.
pub struct Workspace<T> {
    status: CudaSlice<TileStatus<T>>,
}

/// Which scan [`Workspace::scan`] runs: its kind and its operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scan {
    /// Inclusive or exclusive.
    pub kind: Kind,
    /// What the scan combines with.
    pub operator: Operator,
}

/// Whether each element is in its own running sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Each element included in its own sum.
    Inclusive,
    /// Each element left out of its own sum.
    Exclusive,
}

/// What a scan combines with: the kernel of that operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operator {
    /// [`prefix_sum`].
    Sum,
    /// [`prefix_min`].
    Min,
    /// [`prefix_max`].
    Max,
}

impl<T: Scalar> Workspace<T> {
    /// A zeroed order and status for one tile; [`Workspace::scan`] grows them.
    pub fn new(stream: &Arc<CudaStream>) -> Result<Workspace<T>, Error> {
        Ok(Workspace {
            status: stream.alloc_zeros(2).map_err(crate::report::driver)?,
        })
    }

    /// The launch size of a scan of `n` elements: one block of [`THREADS`] a tile.
    pub fn launch_size(n: u64) -> LaunchSize {
        LaunchSize::new(lookback::tiles::<T>(n, THREADS), THREADS)
    }

    /// Scans the first `n` elements of `input` into `output` on `stream`. A
    /// buffer too small is replaced by a zeroed one, order and statuses
    /// together.
    pub fn scan(
        &mut self,
        runtime: &Runtime,
        stream: &Arc<CudaStream>,
        scan: Scan,
        input: &CudaSlice<T>,
        n: u64,
        output: &mut CudaSlice<T>,
    ) -> Result<(), Error> {
        let size = Self::launch_size(n);
        let cells = size.blocks() as usize + 1;
        if self.status.len() < cells {
            self.status = stream.alloc_zeros(cells).map_err(crate::report::driver)?;
        }
        let exclusive = scan.kind == Kind::Exclusive;
        let launch = match scan.operator {
            Operator::Sum => prefix_sum::launch,
            Operator::Min => prefix_min::launch,
            Operator::Max => prefix_max::launch,
        };
        launch(
            runtime,
            stream,
            size,
            input,
            n,
            exclusive,
            &mut self.status,
            output,
        )
    }

    /// The tile order, read back: launches since the buffer was zeroed in its
    /// high 32 bits, tickets drawn by a launch still running in its low 32.
    pub fn order(&self, stream: &Arc<CudaStream>) -> Result<u64, Error> {
        let mut order = [TileStatus::<T>::default()];
        stream
            .memcpy_dtoh(&self.status.slice(0..1), &mut order)
            .map_err(crate::report::driver)?;
        Ok(order[0].word())
    }
}

/// The scan's hand-written twin, `cpp/bench/scan_handwritten.cu`: the same
/// design over `i32`, the zero-cost reference. Its parameters are
/// [`prefix_sum`]'s.
pub static PREFIX_SUM_I32_HANDWRITTEN: RawKernel = RawKernel {
    name: "prefixSumI32Handwritten",
    cuda: include_str!("../cpp/bench/scan_handwritten.cu"),
};
