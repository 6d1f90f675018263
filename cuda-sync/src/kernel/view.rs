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
//!    - [`.transposed()`](Region::transposed) of tiles: the block at
//!      (`bx`, `by`) owns the tile at rows `bx·ROWS ..`, columns
//!      `by·COLUMNS ..` ([`Transposed`]), a transpose's store.
//! 2. **A split among the group's threads.** Cell `j` of a region is owned by
//!    one thread of the group:
//!    - [`.coalesced()`](Region::coalesced): the thread of rank `t` of `G`
//!      owns `j = t + k·G` for `k = 0, 1, ..` (neighbouring threads,
//!      neighbouring cells: coalesced) ([`Coalesced`]);
//!    - [`.contiguous::<K>()`](Region::contiguous): the thread of rank `t`
//!      owns `j = t·K + k` for `k < K` ([`Contiguous`]);
//!    - [`.coalesced_2d::<GX, GY>()`](Region::coalesced_2d), of tiles: the
//!      block's threads as a `GX × GY` grid, the thread at (`x`, `y`) owns
//!      the tile's cells at rows `y + GY·i`, columns `x + GX·j`
//!      ([`Coalesced2d`]): a register-blocked matrix multiply's results.
//!
//! `view.cell(k)` is this thread's `k`-th cell, `Some` where it lies in the
//! region (and in the matrix, for tiles): `if let Some(cell) = rows.cell(k)
//! { out[cell] = .. }`. The output names the view:
//! `out: Output<f32, Coalesced<Chunks<1024>>>`.
//!
//! **Why no two threads own one cell** (rule O2 of `docs/soundness.md`):
//! regions of distinct groups are disjoint (distinct ranks, distinct chunks;
//! distinct tile coordinates, distinct tiles, the columns kept below the
//! matrix's width); the splits are injective (`t + k·G` with `t < G`,
//! `t·K + k` with `k < K`, and a row `y + GY·i` with `y < GY` and a column
//! `x + GX·j` with `x < GX`, each one-to-one); and a view's type holds every number its map
//! uses but the launch's own sizes, so one output is written through one
//! map. Each view is the whole launch's: a thread's cells depend on nothing
//! but its place in the launch and `k`.
//! Mirrors `cpp/include/cuda_sync/view.cuh`.

use core::marker::PhantomData;

use crate::maybe::Maybe;
use crate::on_device::OnDevice;
use crate::output::Own;

/// A region of a view: the cells that each group of threads owns, of shape
/// `S` ([`Chunks`], [`WarpChunks`], [`Tiles`], [`Transposed`]). Split it
/// among the group's threads with [`coalesced`](Region::coalesced) or
/// [`contiguous`](Region::contiguous).
pub struct Region<S> {
    pub(crate) on_device: OnDevice,
    shape: PhantomData<S>,
}

impl<S> Clone for Region<S> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<S> Copy for Region<S> {}

impl<S> Region<S> {
    /// The region split among the group's `G` threads: the thread of rank
    /// `t` owns cells `t + k·G` (coalesced).
    pub fn coalesced(self) -> Coalesced<S> {
        match self.on_device {}
    }

    /// The region split among the group's threads: the thread of rank `t`
    /// owns cells `t·K + k`, `k < K` (contiguous).
    pub fn contiguous<const K: u64>(self) -> Contiguous<S, K> {
        match self.on_device {}
    }
}

impl<const ROWS: u64, const COLUMNS: u64, const WIDTH: u64> Region<Tiles<ROWS, COLUMNS, WIDTH>> {
    /// The same tiles with the blocks' coordinates swapped: the block at
    /// (`bx`, `by`) owns the tile at rows `bx·ROWS ..`, columns `by·COLUMNS ..`.
    pub fn transposed(self) -> Region<Transposed<Tiles<ROWS, COLUMNS, WIDTH>>> {
        match self.on_device {}
    }

    /// Each tile split among the block's threads as a `GX × GY` grid: the
    /// thread of rank `t`, at (`x`, `y`) = (`t mod GX`, `t / GX`), owns the
    /// tile's cells at rows `y + GY·i`, columns `x + GX·j`, its `k`-th for
    /// `i = k / (COLUMNS / GX)`, `j = k mod (COLUMNS / GX)`. Neighbouring
    /// threads, neighbouring columns; a thread's rows `GY` apart. `GX`
    /// divides `COLUMNS` and `GY` divides `ROWS` (asserted in the C++);
    /// threads of rank `GX·GY` and above own nothing.
    pub fn coalesced_2d<const GX: u64, const GY: u64>(
        self,
    ) -> Coalesced2d<Tiles<ROWS, COLUMNS, WIDTH>, GX, GY> {
        match self.on_device {}
    }
}

/// Shape of a region: the block of rank `b` owns cells `b·C ..< b·C + C`.
pub enum Chunks<const C: u64> {}

/// Shape of a region: the warp of rank `w` in the grid (its block's rank
/// times the block's warps, plus its own) owns cells `w·C ..< w·C + C`. Its
/// lanes split the chunk.
pub enum WarpChunks<const C: u64> {}

/// Shape of a region: the block at (`bx`, `by`, `bz`) owns the `ROWS ×
/// COLUMNS` tile at rows `(bz·gridDim.y + by)·ROWS ..`, columns
/// `bx·COLUMNS ..` of a row-major matrix `WIDTH` cells wide. Cells past the
/// matrix's last column are nobody's.
pub enum Tiles<const ROWS: u64, const COLUMNS: u64, const WIDTH: u64> {}

/// Shape of a region: tiles with the block's coordinates swapped, a
/// transpose's store: the block at (`bx`, `by`) of layer 0 owns the tile at
/// rows `bx·ROWS ..`, columns `by·COLUMNS ..`. Blocks of other layers own
/// nothing.
pub struct Transposed<S>(PhantomData<S>);

/// Split: the thread of rank `t` of a group of `G` threads owns cells
/// `t + k·G` of its group's region of shape `S`.
pub struct Coalesced<S> {
    pub(crate) on_device: OnDevice,
    shape: PhantomData<S>,
}

/// Split: the thread of rank `t` owns cells `t·K + k`, `k < K`, of its
/// group's region of shape `S`: `K` neighbouring cells.
pub struct Contiguous<S, const K: u64> {
    pub(crate) on_device: OnDevice,
    shape: PhantomData<S>,
}

/// Split of tiles: the block's threads as a `GX × GY` grid, the thread at
/// (`x`, `y`) owning the tile's cells at rows `y + GY·i`, columns `x + GX·j`.
pub struct Coalesced2d<S, const GX: u64, const GY: u64> {
    pub(crate) on_device: OnDevice,
    shape: PhantomData<S>,
}

/// This thread's cells in a split view, by number.
macro_rules! cells {
    ($($split:ident $(, const $k:ident: u64)*;)*) => {$(
        impl<S $(, const $k: u64)*> $split<S $(, $k)*> {
            /// This thread's `k`-th cell, if it lies in the region (and, for
            /// tiles, in the matrix): `if let Some(cell) = view.cell(k) { out[cell] = v; }`.
            pub fn cell(&self, k: impl crate::memory::CellIndex) -> Maybe<Own<Self>> {
                let _ = k;
                match self.on_device {}
            }
        }
        impl<S $(, const $k: u64)*> Clone for $split<S $(, $k)*> {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<S $(, const $k: u64)*> Copy for $split<S $(, $k)*> {}
    )*};
}
cells! {
    Coalesced;
    Contiguous, const K: u64;
    Coalesced2d, const GX: u64, const GY: u64;
}
