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

/// The running sums of `input`, for any `n` (the grid has
/// [`cuda_sync::lookback::tiles`] blocks of [`THREADS`]): inclusive,
/// `output[i] = input[0] + .. + input[i]`, or `exclusive`, `output[i] =
/// input[0] + .. + input[i - 1]` (`output[0]` is zero). `order` (one `u64`) and
/// `status` (one per tile) are zeroed once, when allocated: each launch leaves
/// them ready for the next.
#[kernel]
pub fn prefix_sum<T: Scalar>(
    block: ThisBlock,
    #[len(n)] input: &[T],
    n: u64,
    exclusive: bool,
    #[len(1)] order: Global<u64>,
    #[len(blocks)] status: Global<TileStatus<T>>,
    #[len(n)] output: Output<T, ByTile>,
) {
    let tile = block.draw_tile(order.tile_order::<Device>());
    let statuses = status.tile_statuses::<Device>();
    let scan = block.scan_tile(tile, input, n);
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

/// What a scan keeps between launches: the tile order (one `u64`) and a
/// status per tile, zeroed when allocated and never reset by hand: each launch
/// starts the next generation.
pub struct Workspace<T> {
    order: CudaSlice<u64>,
    status: CudaSlice<TileStatus<T>>,
}

/// Which scan [`Workspace::scan`] runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Each element included in its own sum.
    Inclusive,
    /// Each element left out of its own sum.
    Exclusive,
}

impl<T: Scalar> Workspace<T> {
    /// A zeroed order and statuses for one tile; [`Workspace::scan`] grows them.
    pub fn new(stream: &Arc<CudaStream>) -> Result<Workspace<T>, Error> {
        Ok(Workspace {
            order: stream.alloc_zeros(1).map_err(crate::report::driver)?,
            status: stream.alloc_zeros(1).map_err(crate::report::driver)?,
        })
    }

    /// The launch size of a scan of `n` elements: one block of [`THREADS`] a tile.
    pub fn launch_size(n: u64) -> LaunchSize {
        LaunchSize::new(lookback::tiles::<T>(n, THREADS), THREADS)
    }

    /// Scans the first `n` elements of `input` into `output` on `stream`. A
    /// fresh (zeroed) status buffer replaces one too small: a zero flag is of no
    /// generation a launch draws.
    pub fn scan(
        &mut self,
        runtime: &Runtime,
        stream: &Arc<CudaStream>,
        kind: Kind,
        input: &CudaSlice<T>,
        n: u64,
        output: &mut CudaSlice<T>,
    ) -> Result<(), Error> {
        let size = Self::launch_size(n);
        let tiles = size.blocks() as usize;
        if self.status.len() < tiles {
            self.status = stream.alloc_zeros(tiles).map_err(crate::report::driver)?;
        }
        let exclusive = kind == Kind::Exclusive;
        let (order, status) = (&mut self.order, &mut self.status);
        prefix_sum::launch(
            runtime, stream, size, input, n, exclusive, order, status, output,
        )
    }

    /// The order counter, read back: launches since it was zeroed in its high
    /// 32 bits, tickets drawn by a launch still running in its low 32.
    pub fn order(&self, stream: &Arc<CudaStream>) -> Result<u64, Error> {
        Ok(stream
            .clone_dtoh(&self.order)
            .map_err(crate::report::driver)?[0])
    }
}

/// The scan's hand-written twin, `cpp/bench/scan_handwritten.cu`: the same
/// design over `i32`, the zero-cost reference. Its parameters are
/// [`prefix_sum`]'s.
pub static PREFIX_SUM_I32_HANDWRITTEN: RawKernel = RawKernel {
    name: "prefixSumI32Handwritten",
    cuda: include_str!("../cpp/bench/scan_handwritten.cu"),
};
