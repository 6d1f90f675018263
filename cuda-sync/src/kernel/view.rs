//! Views that compose: who owns which output cells, as a region per group of
//! threads and a split of the region among the group's threads.
//!
//! A view is built at the top of a kernel from two pieces, and its type is
//! the composition, read left to right as the code reads:
//!
//! 1. **A region per group.** Each group of threads owns a region of cells
//!    that no other group of the launch owns:
//!    - [`block.chunks::<C>()`](crate::block::ThisBlock::chunks): the block of
//!      rank `b` owns cells `b·C ..< b·C + C` ([`Chunks<C>`]);
//!    - [`block.warp_chunks::<C>()`](crate::block::ThisBlock::warp_chunks):
//!      the warp of rank `w` in the grid owns cells `w·C ..< w·C + C`
//!      ([`WarpChunks<C>`]; a warp per row, `C = 1`: the row's result);
//!    - [`block.tiles::<ROWS, COLUMNS, WIDTH>()`](crate::block::ThisBlock::tiles):
//!      the block at (`bx`, `by`) owns the `ROWS × COLUMNS` tile at rows
//!      `by·ROWS ..`, columns `bx·COLUMNS ..` of a row-major matrix `WIDTH`
//!      cells wide ([`Tiles`]);
//!    - [`.transposed()`](Tiles::transposed) of tiles: the block at
//!      (`bx`, `by`) owns the tile at rows `bx·ROWS ..`, columns
//!      `by·COLUMNS ..` ([`Transposed`]), a transpose's store.
//! 2. **A split among the group's threads.** Cell `j` of a region is owned by
//!    one thread of the group:
//!    - [`.coalesced()`](Chunks::coalesced): the thread of rank `t` of `G`
//!      owns `j = t + k·G` for `k = 0, 1, ..` (neighbouring threads,
//!      neighbouring cells: coalesced) ([`Coalesced`]);
//!    - [`.contiguous::<K>()`](Chunks::contiguous): the thread of rank `t`
//!      owns `j = t·K + k` for `k < K` ([`Contiguous`]).
//!
//! `view.cell(k)` is this thread's `k`-th cell, `Some` where it lies in the
//! region (and in the matrix, for tiles): `if let Some(cell) = rows.cell(k)
//! { out[cell] = .. }`. The output names the view:
//! `out: Output<f32, Coalesced<Chunks<1024>>>`.
//!
//! **Why no two threads own one cell** (rule O2 of `docs/soundness.md`):
//! regions of distinct groups are disjoint (distinct ranks, distinct chunks;
//! distinct tile coordinates, distinct tiles, the columns kept below the
//! matrix's width); the splits are injective (`t + k·G` with `t < G`, and
//! `t·K + k` with `k < K`); and a view's type holds every number its map
//! uses but the launch's own sizes, so one output is written through one
//! map. Each view is the whole launch's: a thread's cells depend on nothing
//! but its place in the launch and `k`.
//! Mirrors `cpp/include/cuda_sync/view.cuh`.

use core::marker::PhantomData;

use crate::maybe::Maybe;
use crate::on_device::OnDevice;
use crate::output::Own;

/// Region: the block of rank `b` owns cells `b·C ..< b·C + C`.
pub struct Chunks<const C: u64> {
    pub(crate) on_device: OnDevice,
}

/// Region: the warp of rank `w` in the grid (its block's rank times the
/// block's warps, plus its own) owns cells `w·C ..< w·C + C`. Its lanes split
/// the chunk.
pub struct WarpChunks<const C: u64> {
    pub(crate) on_device: OnDevice,
}

/// Region: the block at (`bx`, `by`, `bz`) owns the `ROWS × COLUMNS` tile at
/// rows `(bz·gridDim.y + by)·ROWS ..`, columns `bx·COLUMNS ..` of a
/// row-major matrix `WIDTH` cells wide. Cells past the matrix's last column
/// are nobody's.
pub struct Tiles<const ROWS: u64, const COLUMNS: u64, const WIDTH: u64> {
    pub(crate) on_device: OnDevice,
}

/// Region: tiles with the block's coordinates swapped, a transpose's store:
/// the block at (`bx`, `by`) of layer 0 owns the tile at rows `bx·ROWS ..`,
/// columns `by·COLUMNS ..`. Blocks of other layers own nothing.
pub struct Transposed<R> {
    pub(crate) on_device: OnDevice,
    region: PhantomData<R>,
}

/// Split: the thread of rank `t` of a group of `G` threads owns cells
/// `t + k·G` of the group's region `R`.
pub struct Coalesced<R> {
    pub(crate) on_device: OnDevice,
    region: PhantomData<R>,
}

/// Split: the thread of rank `t` owns cells `t·K + k`, `k < K`, of the
/// group's region `R`: `K` neighbouring cells, a vector's worth.
pub struct Contiguous<R, const K: u64> {
    pub(crate) on_device: OnDevice,
    region: PhantomData<R>,
}

/// The splits of a region, the same for every region.
macro_rules! splits {
    ($($region:ty $(, const $c:ident: u64)*;)*) => {$(
        impl<$(const $c: u64),*> $region {
            /// The region split among the group's threads, `t + k·G`
            /// (coalesced).
            pub fn coalesced(self) -> Coalesced<Self> {
                match self.on_device {}
            }

            /// The region split among the group's threads, `t·K + k`,
            /// `k < K` (contiguous).
            pub fn contiguous<const K: u64>(self) -> Contiguous<Self, K> {
                match self.on_device {}
            }
        }
        impl<$(const $c: u64),*> Clone for $region {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<$(const $c: u64),*> Copy for $region {}
    )*};
}
splits! {
    Chunks<C>, const C: u64;
    WarpChunks<C>, const C: u64;
    Tiles<ROWS, COLUMNS, WIDTH>, const ROWS: u64, const COLUMNS: u64, const WIDTH: u64;
    Transposed<Tiles<ROWS, COLUMNS, WIDTH>>, const ROWS: u64, const COLUMNS: u64, const WIDTH: u64;
}

impl<const ROWS: u64, const COLUMNS: u64, const WIDTH: u64> Tiles<ROWS, COLUMNS, WIDTH> {
    /// The same tiles with the blocks' coordinates swapped: the block at
    /// (`bx`, `by`) owns the tile at rows `bx·ROWS ..`, columns `by·COLUMNS ..`.
    pub fn transposed(self) -> Transposed<Self> {
        match self.on_device {}
    }
}

/// This thread's cells in a split view, by number.
macro_rules! cells {
    ($($split:ident $(, const $k:ident: u64)?;)*) => {$(
        impl<R $(, const $k: u64)?> $split<R $(, $k)?> {
            /// This thread's `k`-th cell, if it lies in the region (and, for
            /// tiles, in the matrix): `if let Some(cell) = view.cell(k) { out[cell] = v; }`.
            pub fn cell(&self, k: impl Into<u64>) -> Maybe<Own<Self>> {
                let _ = k;
                match self.on_device {}
            }
        }
        impl<R $(, const $k: u64)?> Clone for $split<R $(, $k)?> {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<R $(, const $k: u64)?> Copy for $split<R $(, $k)?> {}
    )*};
}
cells! {
    Coalesced;
    Contiguous, const K: u64;
}
