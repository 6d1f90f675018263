//! Scoped GPU synchronization that rustc checks.
//!
//! Kernels are written in a Rust subset inside `#[kernel]` functions
//! ([`language`] is its reference). rustc
//! type-checks their synchronization protocol against the types of this crate:
//! the scope of every atomic and fence ([`scope`]), release before signal and
//! acquire before reading published data ([`publish`], [`message`], [`queue`],
//! [`host`]), barriers only in block-uniform control flow ([`flow`], [`block`]),
//! shared-memory tiles read only after their barrier ([`tile`]), and output
//! cells written only by the thread that owns them ([`output`]). A kernel that gets one of
//! these wrong does not compile, and the error names the rule. A kernel that
//! compiles is emitted as CUDA C++ over the shim in `cpp/include/cuda_sync/` of this crate
//! (libcu++'s `cuda::atomic_ref` and `cuda::atomic_thread_fence`), compiled by
//! NVRTC for the GPU at hand, cached on disk, and launched through `cudarc`.
//!
//! ```no_run
//! use cuda_sync::prelude::*;
//!
//! #[kernel]
//! pub fn tally_blocks_device_scope(block: ThisBlock, #[len(1)] tally: Global<u32>) {
//!     tally.atomic::<Device>(0u32).fetch_add(1u32, Relaxed);
//! }
//!
//! fn main() -> Result<(), cuda_sync::Error> {
//!     let runtime = Runtime::new(0)?;
//!     let stream = runtime.context().default_stream();
//!     let mut tally = stream.alloc_zeros::<u32>(1).expect("one cell");
//!     tally_blocks_device_scope::launch(&runtime, &stream, LaunchSize::new(1024, 256), &mut tally)
//! }
//! ```
//!
//! Every Rust item here has a same-named counterpart in the C++ shim.
//!
//! The host side: [`toolkit`] finds NVRTC and the libcu++ headers of the CUDA
//! version a `cuda-*` feature selects (13.0 by default; 12.4, 12.6 and 12.8
//! too), [`launch`] compiles, caches, checks and launches on any cudarc stream
//! ([`Runtime::from_context`] wraps your own context), and [`aot`] compiles
//! kernels at build time so that a deployed program needs no NVRTC at all.
//!
//! The guarantee, its assumptions, every rule with its mechanism, and its
//! limits are in `docs/soundness.md` of the repository.

#![deny(missing_docs)]

#[rustfmt::skip]
pub mod abi;
mod kernel;
pub mod language;
mod runtime;

pub use kernel::{
    arg, array, atomic, block, bounds, flow, host, lookback, math, maybe, memory, message,
    operator, order, output, publish, queue, scope, tile, tuple, uniform, vector, view, warp,
};
pub use runtime::{aot, launch, toolkit};

use kernel::on_device;
use runtime::{cache, compile, error, nvrtc, source};

#[doc(hidden)]
pub mod __private;

pub use arg::KernelArg;
pub use atomic::Atomic;
pub use block::{Barrier, Leader, ThisBlock};
pub use cuda_sync_macros::{device, kernel, KernelArg};
pub use cudarc;
pub use launch::{Error, KernelSource, LaunchSize, RawKernel, Runtime};
pub use maybe::Maybe;
pub use memory::{Global, GridBarrier, Shared};
pub use operator::{Max, Min, Sum};
pub use order::{AcqRel, Acquire, Relaxed, Release, SeqCst, Unordered};
pub use runtime::mapped::MappedHost;
pub use scope::{Block, Covers, Device, System};
pub use tile::{DoubleTile, Tile};
pub use uniform::Uniform;

/// Everything a kernel file needs.
pub mod prelude {
    pub use crate::block::{Leader, ThisBlock};
    pub use crate::host::{HostChannel, Mapped};
    pub use crate::lookback::TileStatus;
    pub use crate::math::{Float, Int, Scalar};
    pub use crate::memory::{Global, GridBarrier, Shared};
    pub use crate::message::Channel;
    pub use crate::operator::{Max, Min, Sum};
    pub use crate::order::{AcqRel, Acquire, Relaxed, Release, SeqCst, Unordered};
    pub use crate::output::{
        ByClaim, ByLast, ByLeader, ByMark, ByPosition, ByThread, ByTile, ByTransposedTile, Output,
        Own,
    };
    pub use crate::queue::Queue;
    pub use crate::scope::{Block, Device, System};
    pub use crate::tile::{DoubleTile, Tile, WarpWritable};
    pub use crate::uniform::Uniform;
    pub use crate::vector::{F32x4, F64x2, I32x4, I64x2, Load4, U32x4, U64x2};
    pub use crate::view::{
        Chunks, Coalesced, Coalesced2d, Contiguous, Region, Tiles, Transposed, WarpChunks,
    };
    pub use crate::{device, kernel, KernelArg, LaunchSize, Runtime};
}
