//! Outputs: every cell has one writer, the thread that owns it.
//!
//! A kernel's `&mut [T]` parameter is an [`Output`]. Two threads that write
//! one cell, or one that reads a cell another writes, race (no barrier orders
//! threads of different blocks), so a cell is read and written only through an
//! [`Own`] index, which the kernel hands out to one thread per cell. Who owns
//! which cell is the output's *view* `W`, part of its type:
//!
//! - [`ByThread`] (the default, `&mut [T]`): each thread owns its index in the
//!   grid, [`ThisBlock::global_index`](crate::block::ThisBlock::global_index),
//!   and the indices of a grid-stride loop,
//!   `for i in block.grid_stride(n)`;
//! - [`ByLeader`] (`Output<T, ByLeader>`): the leader of each block owns the
//!   block's cell, [`Leader::cell`](crate::block::Leader::cell);
//! - [`ByLast`] (`Output<T, ByLast>`): the leader of the last block to arrive
//!   owns cell 0, [`LastArrival::leader_cell`](crate::publish::LastArrival::leader_cell);
//! - [`ByClaim`] (`Output<T, ByClaim>`): a thread owns the cell of each number
//!   it claims from a claim counter, [`Claims::claim`], or from a queue,
//!   [`Queue::claim`](crate::queue::Queue::claim);
//! - [`ByMark`] (`Output<T, ByMark>`): the thread that sets a cell's mark
//!   owns the cell, [`Marks::claim`] (a breadth-first search's parent of
//!   each node it reaches first);
//! - [`ByPosition`] (`Output<T, ByPosition<WIDTH>>`, `ByPosition<WIDTH,
//!   HEIGHT>`): a thread owns the cell at its position in a 2-D or 3-D grid,
//!   of a matrix of that constant shape,
//!   [`ThisBlock::cell_2d`](crate::block::ThisBlock::cell_2d);
//! - [`ByTile`] (`Output<T, ByTile>`): a scan's tile owns its ticket's range
//!   of cells, [`TileScan::store_inclusive`](crate::lookback::TileScan::store_inclusive).
//!
//! An index of one view does not index an output of another: thread `b` of
//! block 0 and the leader of block `b` would both own cell `b`. Arithmetic on
//! an `Own` gives a plain number, which indexes no output, so a neighbour's
//! cell (`out[i + 1]`) or a shared one (`out[0]`) is refused (rule P2 of
//! `docs/soundness.md`; lesson "Atomics, Fences, and Memory Scopes": plain
//! stores from two threads to one location are a data race). Every index is
//! still checked against the output's length on the device (rule B1).
//! Mirrors `cpp/include/cuda_sync/output.cuh`.

use core::marker::PhantomData;
use core::ops;

use crate::flow::{Assignable, Condition, Divergent, KernelTopLevel, Nest, PerThread};
use crate::maybe::{Maybe, Opened};
use crate::memory::{CellIndex, Global};
use crate::on_device::OnDevice;
pub use crate::publish::{ByLeader, ByThread};
use crate::scope::{Covers, Device, Scope};
use crate::uniform::{Cast, Compare, Uniform};
use crate::view::{Coalesced, Coalesced2d, Contiguous};

/// View: the leader of the last block to take a ticket owns cell 0.
pub enum ByLast {}
/// View: a queue's consumer owns the cell of each item number it claims.
pub enum ByClaim {}
/// View: the thread whose compare-exchange sets mark `i` owns cell `i`
/// ([`Marks::claim`]).
pub enum ByMark {}
/// View: a thread owns the cell at its position in the grid, of a row-major
/// matrix `WIDTH` cells wide ([`ThisBlock::cell_2d`](crate::block::ThisBlock::cell_2d)),
/// or of a volume `WIDTH × HEIGHT` cells a layer ([`ThisBlock::cell_3d`](crate::block::ThisBlock::cell_3d)).
/// The shape is the view's: an output is written in one shape, so no two
/// threads own one cell through two widths.
pub enum ByPosition<const WIDTH: u64, const HEIGHT: u64 = 0> {}

/// View: a thread owns a cell of its block's tile of the grid, mirrored: the
/// block at (`bx`, `by`) of `W × H` threads owns the rows `bx·W ..` and the
/// columns `by·H ..` of a row-major matrix `WIDTH` cells wide, and its
/// thread (`tx`, `ty`), where `ty < W` and `tx < H`, the cell at row
/// `bx·W + ty`, column `by·H + tx` (a transpose's store)
/// ([`ThisBlock::cell_2d_transposed`](crate::block::ThisBlock::cell_2d_transposed)).
pub enum ByTransposedTile<const WIDTH: u64> {}

/// View: a scan's tile owns the cells of its ticket's range, and each of its
/// threads a fixed part of them
/// ([`TileScan::store_inclusive`](crate::lookback::TileScan::store_inclusive)).
/// A kernel draws its tickets from one order, each block one, so no two
/// blocks own one cell.
pub enum ByTile {}

/// Cells of `T` that the host reads after the kernel, written in view `W`.
///
/// A kernel parameter `out: &mut [T]` is an `Output<T>`; another view is
/// written out: `partials: Output<f32, ByLeader>`. On the host it takes a
/// `&mut CudaSlice<T>`.
pub struct Output<T, W = ByThread> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<(T, W)>,
}

/// What makes an output's view known to rustc, however the view is spelled
/// (an alias, a `use .. as`, parentheses): the one-source rule is checked on
/// the view itself.
pub trait Viewed {
    /// The view the output is written in.
    type View;
}
impl<T, W> Viewed for Output<T, W> {
    type View = W;
}

/// One of cuda-sync's views: an output is written in one of them, whose
/// cells the crate hands out one thread each. Sealed: a view of one's own
/// could make any number an owned index (red team, views round 2).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not one of cuda-sync's views",
    label = "an output's view says which thread owns which cell, and only the crate's views hand out cells one thread each",
    note = "rule O1: every output cell has one writer, the thread its view gives it to",
    note = "fix: write the output in one of the crate's views: `ByThread` (`&mut [T]`), `ByLeader`, `ByLast`, `ByClaim`, `ByMark`, `ByPosition<W>`, `ByTile`, `ByTransposedTile<W>`, or a composed view such as `Coalesced<Chunks<C>>` (`cuda_sync::view`)"
)]
pub trait View: sealed::View {}

mod sealed {
    /// The crate's views.
    pub trait View {}
    /// The crate's owned indices.
    pub trait Owned {}
}

/// The crate's views, each a `View`.
macro_rules! views {
    ($([$($generics:tt)*] $view:ty;)*) => {$(
        impl<$($generics)*> sealed::View for $view {}
        impl<$($generics)*> View for $view {}
    )*};
}
views! {
    [] ByThread;
    [] ByLeader;
    [] ByLast;
    [] ByClaim;
    [] ByMark;
    [const W: u64, const H: u64] ByPosition<W, H>;
    [] ByTile;
    [const W: u64] ByTransposedTile<W>;
    [S] Coalesced<S>;
    [S, const K: u64] Contiguous<S, K>;
    [S, const GX: u64, const GY: u64] Coalesced2d<S, GX, GY>;
}

/// A view whose owned cells may be handed out by a kernel that makes
/// `CLAIMS` claim counters or queues, `LASTS` ticket counters and `MARKS`
/// sets of marks (each counted up to 2). A claimed, last-block or marked
/// view takes one source: two would hand out the same cell twice (rule O1).
#[diagnostic::on_unimplemented(
    message = "an output whose owned cells come from two sources: two threads may own one cell",
    label = "a second claim counter, queue, ticket counter or set of marks in a kernel with an output of view `{Self}`",
    note = "rule O1: every output cell has one writer; two claim counters both hand out 0, 1, 2, ..., two ticket counters each have a last block, and two sets of marks each have a thread that sets mark `i`, so two threads would store to one cell with nothing ordering them",
    note = "fix: make one claim counter (or queue, ticket counter, set of marks) per kernel for this output, or write the second result to an output of another view, or in a second kernel"
)]
pub trait OneSource<const CLAIMS: usize, const LASTS: usize, const MARKS: usize> {}
/// Views whose owners no source hands out: any number of sources.
macro_rules! sourceless {
    ($([$($generics:tt)*] $view:ty;)*) => {$(
        impl<const C: usize, const L: usize, const M: usize, $($generics)*> OneSource<C, L, M> for $view {}
    )*};
}
sourceless! {
    [] ByThread;
    [] ByLeader;
    [const W: u64, const H: u64] ByPosition<W, H>;
    [] ByTile;
    [const W: u64] ByTransposedTile<W>;
    [R] Coalesced<R>;
    [R, const K: u64] Contiguous<R, K>;
    [R, const GX: u64, const GY: u64] Coalesced2d<R, GX, GY>;
}
impl<const L: usize, const M: usize> OneSource<0, L, M> for ByClaim {}
impl<const L: usize, const M: usize> OneSource<1, L, M> for ByClaim {}
impl<const C: usize, const M: usize> OneSource<C, 0, M> for ByLast {}
impl<const C: usize, const M: usize> OneSource<C, 1, M> for ByLast {}
impl<const C: usize, const L: usize> OneSource<C, L, 0> for ByMark {}
impl<const C: usize, const L: usize> OneSource<C, L, 1> for ByMark {}

/// An index of an output cell that this thread owns in view `W`, an integer
/// of type `I`. It is `Copy`; what is computed from it is a plain number.
pub struct Own<W, I = u64> {
    pub(crate) on_device: OnDevice,
    view: PhantomData<(W, I)>,
}

impl<W, I> Clone for Own<W, I> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<W, I> Copy for Own<W, I> {}

impl<W, I> Own<W, I> {
    /// The index as a plain number.
    pub fn get(self) -> I {
        match self.on_device {}
    }
}

/// An index this thread owns in an output of view `W`.
#[diagnostic::on_unimplemented(
    message = "an output cell is read and written only by the thread that owns it",
    label = "`{Self}` is not an index this thread owns in an output written `{W}`",
    note = "rule O1 (one writer a cell; rule O2 for the views; lesson \"Atomics, Fences, and Memory Scopes\"): two threads that store to one cell, or one that reads a cell another stores, race; arithmetic on an owned index (a neighbour's cell) gives a plain number, which owns nothing",
    note = "fix: per thread, index with `block.global_index()` or `for i in block.grid_stride(n)`; per block, `if let Some(cell) = block.leader().cell() {{ out[cell] = v; }}` into an `Output<T, ByLeader>`; at a 2-D position, `if let Some(cell) = block.cell_2d::<WIDTH>() {{ out[cell] = v; }}` into an `Output<T, ByPosition<WIDTH>>`; several cells a thread, through one view, `let mine = block.chunks::<C>().coalesced();` then `if let Some(cell) = mine.cell(k) {{ out[cell] = v; }}` into an `Output<T, Coalesced<Chunks<C>>>` (the output's type names the view the cell comes from); a value other threads read goes through `Global` and its proofs"
)]
pub trait OwnedIn<W>: sealed::Owned {}
impl<W, I> sealed::Owned for Own<W, I> {}
impl<W, I> OwnedIn<W> for Own<W, I> {}

impl<T, W> Output<T, W> {
    /// The number of cells: the `#[len(..)]` the kernel declares, as Rust's
    /// `len` on the `&mut [T]` it stands for.
    pub fn len(&self) -> usize {
        match self.on_device {}
    }

    /// Whether it has no cells.
    pub fn is_empty(&self) -> bool {
        match self.on_device {}
    }
}

impl<T, W, I: OwnedIn<W>> ops::Index<I> for Output<T, W> {
    type Output = T;
    fn index(&self, index: I) -> &T {
        let _ = index;
        match self.on_device {}
    }
}

impl<T, W, I: OwnedIn<W>> ops::IndexMut<I> for Output<T, W> {
    fn index_mut(&mut self, index: I) -> &mut T {
        let _ = index;
        match self.on_device {}
    }
}

/// An input is read at any index, an owned one included.
impl<T, W, I> ops::Index<Own<W, I>> for [T] {
    type Output = T;
    fn index(&self, index: Own<W, I>) -> &T {
        match index.on_device {}
    }
}

impl<W, I> CellIndex for Own<W, I> where I: CellIndex {}

/// An owned index as the number it is (`input.load4(cell)`).
impl<W> From<Own<W>> for u64 {
    fn from(own: Own<W>) -> u64 {
        own.get()
    }
}

/// An owned index is a per-thread value: any thread may reassign its own.
impl<W, I> Assignable for Own<W, I> {
    type Kind = PerThread;
}

impl<W, I: Compare<R>, R> Compare<R> for Own<W, I> {
    type Output = I::Output;
    fn eq(self, rhs: R) -> I::Output {
        self.get().eq(rhs)
    }
    fn ne(self, rhs: R) -> I::Output {
        self.get().ne(rhs)
    }
    fn lt(self, rhs: R) -> I::Output {
        self.get().lt(rhs)
    }
    fn le(self, rhs: R) -> I::Output {
        self.get().le(rhs)
    }
    fn gt(self, rhs: R) -> I::Output {
        self.get().gt(rhs)
    }
    fn ge(self, rhs: R) -> I::Output {
        self.get().ge(rhs)
    }
}

impl<W, I: Cast<T>, T> Cast<T> for Own<W, I> {
    type Output = I::Output;
    fn cast(self) -> I::Output {
        self.get().cast()
    }
}

/// Arithmetic on an owned index is a plain number: it owns nothing.
macro_rules! plain_arithmetic {
    ($($trait:ident $method:ident),*) => {$(
        impl<W, I: ops::$trait<R>, R> ops::$trait<R> for Own<W, I> {
            type Output = I::Output;
            fn $method(self, rhs: R) -> I::Output {
                self.get().$method(rhs)
            }
        }
    )*};
}
plain_arithmetic!(Add add, Sub sub, Mul mul, Div div, Rem rem, BitAnd bitand, BitOr bitor, BitXor bitxor, Shl shl, Shr shr);

/// The same with the owned index on the right (`n - 1 - i`, `n > i`).
macro_rules! plain_on_the_left {
    ($($t:ty),*) => {$(
        impl<W> Compare<Own<W, $t>> for $t {
            type Output = bool;
            fn eq(self, rhs: Own<W, $t>) -> bool { self.eq(rhs.get()) }
            fn ne(self, rhs: Own<W, $t>) -> bool { self.ne(rhs.get()) }
            fn lt(self, rhs: Own<W, $t>) -> bool { self.lt(rhs.get()) }
            fn le(self, rhs: Own<W, $t>) -> bool { self.le(rhs.get()) }
            fn gt(self, rhs: Own<W, $t>) -> bool { self.gt(rhs.get()) }
            fn ge(self, rhs: Own<W, $t>) -> bool { self.ge(rhs.get()) }
        }
        impl<W> Compare<Own<W, $t>> for Uniform<$t> {
            type Output = bool;
            fn eq(self, rhs: Own<W, $t>) -> bool { self.eq(rhs.get()) }
            fn ne(self, rhs: Own<W, $t>) -> bool { self.ne(rhs.get()) }
            fn lt(self, rhs: Own<W, $t>) -> bool { self.lt(rhs.get()) }
            fn le(self, rhs: Own<W, $t>) -> bool { self.le(rhs.get()) }
            fn gt(self, rhs: Own<W, $t>) -> bool { self.gt(rhs.get()) }
            fn ge(self, rhs: Own<W, $t>) -> bool { self.ge(rhs.get()) }
        }
        plain_on_the_left!(@ops $t; Add add, Sub sub, Mul mul, Div div, Rem rem, BitAnd bitand, BitOr bitor, BitXor bitxor);
    )*};
    (@ops $t:ty; $($trait:ident $method:ident),*) => {$(
        impl<W> ops::$trait<Own<W, $t>> for $t {
            type Output = $t;
            fn $method(self, rhs: Own<W, $t>) -> $t { ops::$trait::$method(self, rhs.get()) }
        }
        impl<W> ops::$trait<Own<W, $t>> for Uniform<$t> {
            type Output = $t;
            fn $method(self, rhs: Own<W, $t>) -> $t { ops::$trait::$method(self, rhs.get()) }
        }
    )*};
}
plain_on_the_left!(u32, u64);

/// A loop over `first`, `first + stride`, ... below a bound, each as an
/// `Item`. Threads run different numbers of iterations, so the loop body is
/// divergent. Mirrors `Strided` in `cpp/include/cuda_sync/output.cuh`.
pub struct Strided<Item> {
    pub(crate) on_device: OnDevice,
    items: PhantomData<Item>,
}

impl<Item> Iterator for Strided<Item> {
    type Item = Item;
    fn next(&mut self) -> Option<Item> {
        match self.on_device {}
    }
}

impl<Item> Condition for Strided<Item> {
    type Inside<F: Nest> = Divergent;
    fn holds(&self) -> bool {
        match self.on_device {}
    }
}

/// The iterator of `for i in block.grid_stride(n)`: this thread's grid index,
/// then every index one grid further, below `n`. Each index belongs to one
/// thread of the grid.
pub type GridStride = Strided<Own<ByThread>>;

/// Only the cell's owner is inside `if let Some(cell) = ...`.
impl<W, I> Opened for Own<W, I> {
    type Inside<F: Nest> = Divergent;
}

impl Global<u64> {
    /// Cell 0 as a claim counter at scope `S`, which must cover [`Device`]:
    /// each [`Claims::claim`] is a number no other thread draws. It counts in
    /// 64 bits, so it does not wrap in any launch (a 32-bit counter wraps
    /// after 2^32 claims, and the thread that wraps draws a number another
    /// already owns). The memory
    /// moves into it, so nothing else stores the counter. Only at the kernel's
    /// top level. The macro passes `flow`.
    pub fn claims<S: Scope + Covers<Device>>(self, flow: &impl KernelTopLevel) -> Claims<S> {
        let _ = flow;
        match self.on_device {}
    }
}

impl Global<u32> {
    /// Not a claim counter: 32 bits wrap. Claims count in a `Global<u64>`.
    pub fn claims<S: Scope + Covers<Device>>(self, flow: &impl KernelTopLevel) -> Claims<S>
    where
        Self: ClaimsInSixtyFourBits<S>,
    {
        let _ = flow;
        match self.on_device {}
    }
}

impl Global<u32> {
    /// Every cell as a mark at scope `S`, which must cover [`Device`]:
    /// [`Marks::claim`] sets one from 0 to 1. The memory moves into the
    /// marks, so nothing else stores one, and no mark goes back to 0 in a
    /// launch: each is set at most once, by one thread, whatever the marks
    /// held at the launch (the launcher does not zero them, so a set of
    /// marks carries over from launch to launch, as a breadth-first search's
    /// visited nodes do; a mark set before the launch is claimed by nobody).
    /// Only at the kernel's top level. The macro passes `flow`.
    pub fn marks<S: Scope + Covers<Device>>(self, flow: &impl KernelTopLevel) -> Marks<S> {
        let _ = flow;
        match self.on_device {}
    }
}

/// Marks: the cells of a `Global<u32>`, each set once ([`Global::marks`]).
pub struct Marks<S: Scope> {
    pub(crate) on_device: OnDevice,
    scope: PhantomData<S>,
}

impl<S: Scope> Marks<S> {
    /// Sets mark `index` from 0 to 1, by a relaxed compare-exchange at scope
    /// `S`: cell `index` of an `Output<T, ByMark>` to the one thread whose
    /// exchange set it, nothing to every other (`if let Some(cell) =
    /// marks.claim(node) { parent[cell] = from; }`: the thread that reaches a
    /// node first writes its parent). Relaxed: a claim orders no other
    /// memory, so it signals nothing (rule A1), and the cell it hands out is
    /// this thread's alone (rule O1).
    pub fn claim(&self, index: impl CellIndex) -> Maybe<Own<ByMark>> {
        let _ = index;
        match self.on_device {}
    }
}

/// Never implemented: a claim counter is a `Global<u64>`.
#[diagnostic::on_unimplemented(
    message = "a claim counter counts in 64 bits",
    label = "a `u32` counter wraps after 2^32 claims, and the thread that wraps draws a number another thread already owns: two writers of one output cell",
    note = "rule O1: a claimed number is a cell its thread alone owns",
    note = "fix: make the counter a `Global<u64>` (a `&mut CudaSlice<u64>` on the host)"
)]
pub trait ClaimsInSixtyFourBits<S> {}

/// A claim counter: cell 0 of a `Global<u64>`, which the launcher zeroes before
/// each launch, rule I1 (stream
/// compaction's output position). After the kernel it holds how many numbers
/// were drawn.
pub struct Claims<S: Scope> {
    pub(crate) on_device: OnDevice,
    scope: PhantomData<S>,
}

impl<S: Scope> Claims<S> {
    /// The next number: a relaxed `fetch_add(1)`, unique to this thread, and
    /// this thread's own cell of an `Output<T, ByClaim>`.
    pub fn claim(&self) -> Own<ByClaim> {
        match self.on_device {}
    }
}
