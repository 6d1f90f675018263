//! Shared-memory tiles with phases.
//!
//! A tile moves through phases: [`Writable`] (each thread writes its own cell) →
//! [`Filled`] → barrier → [`Readable`] (any thread reads any cell) → barrier →
//! [`Writable`]. Reading another thread's cell needs the barrier between the
//! write and the read; reusing the tile needs the second barrier after the last
//! read (day 14: "A reloaded tile needs a barrier after the load and another
//! after the last read"). Every transition takes the tile by value, so an old
//! phase cannot be used again. Mirrors `cpp/include/cuda_sync/tile.cuh`.
//!
//! The barrier is the block's, not the tile's: `tile.sync_threads()` advances
//! one tile, and `block.sync_threads()` orders every tile. After a block
//! barrier that follows the writes, a [`Filled`] tile is read as it is; after
//! one that follows the reads too, it is written again (two tiles, one
//! barrier: a tiled matrix multiply). The macro tracks both through its second
//! hidden token ([`Writes`](crate::flow::Writes)).

use core::marker::PhantomData;

use crate::flow::{
    Accesses, AllThreads, Assignable, BlockUniform, BlockWide, Converged, Flow, FlowState, Settled,
    UniformBranch, WarpConverged,
};
use crate::memory::{CellIndex, SharedMemory};
use crate::on_device::OnDevice;
use crate::uniform::{Cell, Uniform};

/// Type-level variant: each thread may write its own cell (`threadIdx.x`).
pub enum Writable {}
/// Type-level variant: threads wrote their own cells; `X` says whether some
/// threads had already returned when they wrote.
pub struct Filled<X>(PhantomData<X>);
/// Type-level variant: after the barrier, any thread reads any cell.
pub enum Readable {}
/// Type-level variant: after `__syncwarp()`, a thread reads the cells of its own warp.
pub enum WarpReadable {}
/// Type-level variant: writable again after warp barriers ended a round of
/// lane reads: each thread writes its own cell (`write_own`), which its own
/// warp wrote and read, but not a 2-D place (`write_own_2d`), which is
/// another warp's, until a block barrier (red team, round 42).
pub enum WarpWritable {}
/// Type-level variant: threads wrote their own cells at their 2-D places
/// ([`Tile::write_own_2d`]). A warp's cells are not its lanes' any more, so
/// only a block barrier makes them readable (no `sync_warp`, no `read_lane`).
pub enum Placed {}

/// `N` cells of shared memory, one per thread, in phase `P`.
///
/// Declare one with `let tile: Tile<f32, 256> = block.shared();` outside any
/// loop; a launch with more than `N` threads per block is refused.
pub struct Tile<T, const N: usize, P = Writable> {
    pub(crate) on_device: OnDevice,
    phase: PhantomData<(T, P)>,
}

impl<T: Cell, const N: usize> SharedMemory for Tile<T, N, Writable> {}
/// A tile a loop of warp rounds carries (`write_own`, `sync_warp`,
/// `read_lane`, `sync_warp`) is declared in the phase those rounds end in:
/// `let mut tile: Tile<u32, 1024, WarpWritable> = block.shared();`.
impl<T: Cell, const N: usize> SharedMemory for Tile<T, N, WarpWritable> {}

/// A tile is the block's: assigned only where the whole block assigns it.
impl<T, const N: usize, P> Assignable for Tile<T, N, P> {
    type Kind = BlockWide;
}

/// A phase in which threads may write their own cells, given what was written
/// (`W`) and read (`R`) since the last block barrier.
#[diagnostic::on_unimplemented(
    message = "this tile is still being read: reusing it needs a second barrier",
    label = "the tile is `{Self}` here, and other threads may still be reading the cell this write replaces",
    note = "rule (day 14): \"A reloaded tile needs a barrier after the load and another after the last read\"; without the second one, the next write races with this round's reads",
    note = "fix: `block.sync_threads();` (every tile) or `let tile = tile.sync_threads();` after the last read, before writing again",
    note = "the two arms of an `if` on a per-thread condition run at the same time in different threads: a read in one arm is still pending in the other"
)]
pub trait WritablePhase<W, R> {}
impl<W, R> WritablePhase<W, R> for Writable {}
impl<W, R> WritablePhase<W, R> for WarpWritable {}
// A block barrier after the writes and after the reads: the round is over.
impl<X> WritablePhase<Settled, Settled> for Filled<X> {}
impl<X> WritablePhase<Unmatched, Unmatched> for Filled<X> {}
impl WritablePhase<Settled, Settled> for Placed {}
impl WritablePhase<Unmatched, Unmatched> for Placed {}
impl WritablePhase<Settled, Settled> for Readable {}
impl WritablePhase<Unmatched, Unmatched> for Readable {}

/// A phase in which any thread may read any cell, given what was written
/// (`W`) since the last block barrier.
#[diagnostic::on_unimplemented(
    message = "reading another thread's cell with no barrier since the writes",
    label = "the tile is `{Self}` here: the cells other threads wrote may not be there yet",
    note = "rule (day 14): a barrier orders two named accesses; it must sit between the write to the tile and the read of another thread's cell, and a barrier below the read orders nothing that matters",
    note = "fix: `block.sync_threads();` (every tile) or `let tile = tile.sync_threads();` between `write_own` and `read`",
    note = "the two arms of an `if` on a per-thread condition run at the same time in different threads: a write in one arm is still pending in the other"
)]
pub trait ReadablePhase<W> {}
impl<W> ReadablePhase<W> for Readable {}
// A block barrier since the last write: this tile's writes are before it.
impl<X> ReadablePhase<Settled> for Filled<X> {}
impl<X> ReadablePhase<Unmatched> for Filled<X> {}
impl ReadablePhase<Settled> for Placed {}
impl ReadablePhase<Unmatched> for Placed {}

/// A state no token is ever in. Its impls above keep `Filled`'s impls from
/// being unique, so that rustc reports the rule's message instead of inferring
/// that the token's state must be `Settled`.
#[doc(hidden)]
pub enum Unmatched {}

/// A phase in which a thread may read the cells of its own warp.
#[diagnostic::on_unimplemented(
    message = "reading another lane's cell with no `__syncwarp()` since the writes",
    label = "the tile is `{Self}` here: the lane that writes this cell may not have written it yet",
    note = "rule (lesson \"Memory Consistency and Fences\"): since Volta the lanes of a warp do not run in lockstep, so the old `volatile` warp-synchronous exchange is a data race; `__syncwarp()` orders the writes before the reads",
    note = "fix: `let tile = tile.sync_warp();` between `write_own` and `read_lane`"
)]
pub trait LaneReadable {}
impl LaneReadable for WarpReadable {}

/// A phase whose cells are laid out by thread rank, so that a warp's lanes
/// wrote its warp's cells: every phase but [`Placed`].
#[diagnostic::on_unimplemented(
    message = "a warp barrier on a tile written at 2-D places or by a block-stride fill",
    label = "the tile is `{Self}` here: its cells were written at 2-D places or `t + k·B`, so a warp's lanes did not write its warp's cells",
    note = "rule (day 14): a barrier orders the writes of the threads that take part; `__syncwarp()` waits for one warp, and the cells a lane would read were written by other warps",
    note = "fix: `block.sync_threads();`, then read any cell with `read_2d`"
)]
pub trait LaidOutByWarp {}
impl LaidOutByWarp for Writable {}
impl<X> LaidOutByWarp for Filled<X> {}
impl LaidOutByWarp for Readable {}
impl LaidOutByWarp for WarpReadable {}
impl LaidOutByWarp for WarpWritable {}

/// What `reuse` makes of a phase: `Writable`, but `WarpWritable` stays so
/// (only a tile's own barrier, `tile.sync_threads()`, makes it `Writable`),
/// so that warp barriers never lead to a 2-D write.
pub trait Reuse {
    /// The phase after `reuse`.
    type Reused;
}
impl Reuse for Writable {
    type Reused = Writable;
}
impl<X> Reuse for Filled<X> {
    type Reused = Writable;
}
impl Reuse for Readable {
    type Reused = Writable;
}
impl Reuse for Placed {
    type Reused = Writable;
}
impl Reuse for WarpWritable {
    type Reused = WarpWritable;
}

/// What a block barrier turns a tile's phase into.
pub trait AfterBarrier {
    /// The phase after the barrier.
    type Next;
}

/// Every thread of the block is still here: the whole warp reaches `__syncwarp()`.
#[diagnostic::on_unimplemented(
    message = "some threads returned before this `__syncwarp()`",
    label = "the lanes that returned never arrive, and the others' exchange reads what they left",
    note = "rule (lesson \"Memory Consistency and Fences\"): `__syncwarp()` orders the lanes that take part; a warp exchange needs every lane",
    note = "fix: guard the loads and stores instead of returning"
)]
pub trait NoReturnSinceFilled {}
impl NoReturnSinceFilled for AllThreads {}

impl AfterBarrier for Writable {
    type Next = Writable;
}
// A thread that returns between the write and the barrier is refused at its
// `return` (`flow::NothingPending`); one that returned before writing wrote nothing.
impl<X> AfterBarrier for Filled<X> {
    type Next = Readable;
}
impl AfterBarrier for Placed {
    type Next = Readable;
}
impl AfterBarrier for Readable {
    type Next = Writable;
}
impl AfterBarrier for WarpReadable {
    type Next = Writable;
}
impl AfterBarrier for WarpWritable {
    type Next = Writable;
}

/// What `__syncwarp()` turns a tile's phase into, given the exit state `X` and
/// whether a tile was read (`R`) since the last block barrier. Every lane of
/// the warp must arrive, so no thread may have returned. A warp barrier orders
/// its own warp only: it ends a round of lane reads (`read_lane`), and makes the
/// tile writable again only if no other warp may still be reading it.
#[diagnostic::on_unimplemented(
    message = "other warps may still be reading this tile: a warp barrier orders its own warp only",
    label = "the tile is `{Self}` here, and a cell of it was read since the last block barrier, possibly by another warp",
    note = "rule (day 14): a tile is written again only after a barrier that follows every read of it; `__syncwarp()` waits for the lanes of one warp",
    note = "fix: `block.sync_threads();` (or `let tile = tile.sync_threads();`) after the last read, before writing again"
)]
pub trait AfterWarpBarrier<X, R> {
    /// The phase after `__syncwarp()`.
    type Next;
}
impl<X: NoReturnSinceFilled, R> AfterWarpBarrier<X, R> for Writable {
    type Next = Writable;
}
impl<Xw: NoReturnSinceFilled, X: NoReturnSinceFilled, R> AfterWarpBarrier<X, R> for Filled<Xw> {
    type Next = WarpReadable;
}
impl<X: NoReturnSinceFilled> AfterWarpBarrier<X, Settled> for WarpReadable {
    type Next = WarpWritable;
}
impl<X> AfterWarpBarrier<X, Unmatched> for WarpReadable {
    type Next = WarpWritable;
}
impl<X: NoReturnSinceFilled, R> AfterWarpBarrier<X, R> for WarpWritable {
    type Next = WarpWritable;
}
// A placed tile takes no warp barrier (`LaidOutByWarp`); this impl only lets
// rustc find the method and say so.
impl<X, R> AfterWarpBarrier<X, R> for Placed {
    type Next = Placed;
}

impl<T: Cell, const N: usize, P> Tile<T, N, P> {
    /// Writes this thread's own cell, `tile[rank]`, its rank in the block
    /// (`threadIdx.x` in a one-dimensional block). The macro passes
    /// `flow` and the tile accesses since the last block barrier.
    pub fn write_own<Fl: FlowState, A: Accesses>(
        self,
        flow: &Fl,
        accesses: &A,
        value: T,
    ) -> Tile<T, N, Filled<Fl::Exit>>
    where
        P: WritablePhase<A::Written, A::Read>,
    {
        let _ = (flow, accesses, value);
        match self.on_device {}
    }

    /// `__syncthreads()` for the whole block, and the tile's next phase. The macro
    /// passes `flow`.
    pub fn sync_threads<Fl: BlockUniform>(self, flow: &Fl) -> Tile<T, N, P::Next>
    where
        P: AfterBarrier,
    {
        let _ = flow;
        match self.on_device {}
    }

    /// `__syncwarp()` for this thread's warp, and the tile's next phase: the
    /// cells of the warp become readable by its lanes, or, after their reads,
    /// writable again. The macro passes `flow` and the tile accesses since the
    /// last block barrier.
    pub fn sync_warp<Fl: WarpConverged + FlowState, A: Accesses>(
        self,
        flow: &Fl,
        accesses: &A,
    ) -> Tile<T, N, P::Next>
    where
        P: LaidOutByWarp + AfterWarpBarrier<Fl::Exit, A::Read>,
    {
        let _ = (flow, accesses);
        match self.on_device {}
    }

    /// Reads the cell of lane `lane` (0 to 31) of this thread's own warp.
    pub fn read_lane(&self, lane: impl CellIndex) -> T
    where
        P: LaneReadable,
    {
        let _ = lane;
        match self.on_device {}
    }

    /// The tile as [`Writable`] again, once a block barrier follows its last
    /// reads (`block.sync_threads()`): a loop carries one tile type from round
    /// to round. No barrier of its own. The macro passes the tile accesses
    /// since the last block barrier.
    pub fn reuse<A: Accesses>(self, accesses: &A) -> Tile<T, N, P::Reused>
    where
        P: Reuse + WritablePhase<A::Written, A::Read>,
    {
        let _ = accesses;
        match self.on_device {}
    }

    /// Reads any cell; only after the barrier that follows the writes. The
    /// macro passes the tile accesses since the last block barrier.
    pub fn read<A: Accesses>(&self, accesses: &A, index: impl CellIndex) -> T
    where
        P: ReadablePhase<A::Written>,
    {
        let _ = (accesses, index);
        match self.on_device {}
    }

    /// Writes this thread's own cell at its place in rows of `PITCH` cells:
    /// row `threadIdx.y` (`+ blockDim.y · threadIdx.z`), column
    /// `threadIdx.x`, which must be below `PITCH` (checked on the device, so
    /// no two threads share a cell). A pitch above the block's width pads
    /// the rows: `Tile<f32, 1056>` written with `write_own_2d::<33>` by
    /// 32 × 32 threads is a transpose's tile without bank conflicts, read
    /// with [`read_2d::<33>`](Tile::read_2d) after a block barrier. The macro
    /// passes the tile accesses.
    pub fn write_own_2d<const PITCH: u64>(
        self,
        accesses: &impl PlaceableAfter<P>,
        value: T,
    ) -> Tile<T, N, Placed> {
        let _ = (accesses, value);
        match self.on_device {}
    }

    /// Writes this thread's cells of a block-stride fill, one barrier for
    /// every cell of the tile: `values[k]` goes to cell `t + k·B` (`t` the
    /// thread's rank, `B` the block's threads), where that is below `N`.
    /// Distinct threads, distinct cells (`t < B`), so a block fills a tile
    /// larger than itself, halo cells included: the thread computes the
    /// `k`-th cell's value for cell `t + k·B`. (A block of more threads than
    /// the tile has cells is refused at launch, as for every tile.) Read with
    /// [`read`](Tile::read) after a block barrier (rule T2). The macro passes
    /// the tile accesses.
    pub fn write_strided(
        self,
        accesses: &impl PlaceableAfter<P>,
        values: impl StridedValues<T>,
    ) -> Tile<T, N, Placed> {
        let _ = (accesses, values);
        match self.on_device {}
    }

    /// The same fill, the cells counted in rows of `COLUMNS` laid out in
    /// rows of `PITCH` (`COLUMNS ≤ PITCH`, `N` a multiple of `PITCH`):
    /// `values[k]` goes to row `j / COLUMNS`, column `j % COLUMNS` for
    /// `j = t + k·B`, where that row is in the tile. A pitch above the
    /// columns pads the rows: a transpose's 32 × 32 tile in rows of 33
    /// (`write_strided_2d::<32, 33>`) is read down a column without bank
    /// conflicts ([`read_2d::<33>`](Tile::read_2d)). The macro passes the
    /// tile accesses.
    pub fn write_strided_2d<const COLUMNS: u64, const PITCH: u64>(
        self,
        accesses: &impl PlaceableAfter<P>,
        values: impl StridedValues<T>,
    ) -> Tile<T, N, Placed> {
        let _ = (accesses, values);
        match self.on_device {}
    }

    /// The tile split in pairs of cells `stride` apart, a pair a thread: the
    /// in-place stage of a sorting network (a bitonic sort's compare and
    /// exchange). Thread `t` owns cells `low = 2t - t % stride` and `low +
    /// stride`: distinct threads, distinct pairs, and no cell in two pairs.
    /// Every thread reads its own pair ([`CellPair::values`]) and writes it back
    /// ([`CellPair::write_pair`]), which makes the tile [`Placed`]: one block
    /// barrier makes it readable, and the next stage splits it again, so a
    /// stage costs one barrier (rule T1). Taken where the whole block is
    /// (the threads share the stride), after a block barrier that follows
    /// every write and read of the tile, and on a tile that is readable
    /// there. The stride is a power of two whose pairs fill the tile (`N` a
    /// multiple of `2·stride`), and the block has at most `N / 2` threads:
    /// checked on the device ([`Check::Shape`](crate::bounds::Check::Shape)).
    /// The macro passes `flow` and the tile accesses.
    pub fn pairs<Fl: SplitWhereUniform, A: Accesses>(
        self,
        flow: &Fl,
        accesses: &A,
        stride: impl SharedStride,
    ) -> CellPair<T, N>
    where
        P: PairablePhase<A::Written, A::Read>,
    {
        let _ = (flow, accesses, stride);
        match self.on_device {}
    }

    /// Reads cell `column` of row `row`, the tile taken as rows of `WIDTH`
    /// cells (`N` a multiple of `WIDTH`): `tile.read_2d::<16>(y, k)`. The
    /// same rule as [`read`](Tile::read); the row and the column are each
    /// checked against their own bound, so a row that a loop keeps is checked
    /// once and a column from a constant range not at all (a tiled matrix
    /// multiply's inner loop). The macro passes the tile accesses.
    pub fn read_2d<const WIDTH: u64>(
        &self,
        accesses: &impl ReadableAfter<P>,
        row: impl CellIndex,
        column: impl CellIndex,
    ) -> T {
        let _ = (accesses, row, column);
        match self.on_device {}
    }
}

/// A tile's phases in which it may be split in pairs ([`Tile::pairs`]): one
/// whose cells are readable, with no write and no read of any tile since the
/// last block barrier, so that no thread still reads a cell another thread's
/// pair holds (rule T1).
#[diagnostic::on_unimplemented(
    message = "a tile split in pairs before a block barrier that follows its last writes and reads",
    label = "the tile is `{Self}` here: another thread may still write a cell of this thread's pair, or read a cell another pair rewrites",
    note = "rule (day 14): a cell written by one thread is read by another only after a barrier, and rewritten only after a barrier that follows every read of it",
    note = "fix: `let tile = tile.sync_threads();` after the fill or the last stage's `write_pair`, then `tile.pairs(stride)`"
)]
pub trait PairablePhase<W, R> {}
impl PairablePhase<Settled, Settled> for Readable {}
impl PairablePhase<Unmatched, Unmatched> for Readable {}
impl<X> PairablePhase<Settled, Settled> for Filled<X> {}
impl<X> PairablePhase<Unmatched, Unmatched> for Filled<X> {}
impl PairablePhase<Settled, Settled> for Placed {}
impl PairablePhase<Unmatched, Unmatched> for Placed {}

/// Control flow where the whole block splits a tile in pairs together.
#[diagnostic::on_unimplemented(
    message = "a tile split in pairs in control flow that is not block-uniform",
    label = "only the threads whose condition held split the tile here; the others may split it by another stride, or read it, at the same time",
    note = "rule (day 14): a shared cell has one writer between two barriers; the pairs of one stride are disjoint, but the threads of another branch pair or read the same cells",
    note = "fix: split the tile where the whole block is, and choose each pair's values in the branch: `let pair = tile.pairs(s); let (a, b) = pair.values(); let mut low = a; if .. {{ low = b; }}`"
)]
pub trait SplitWhereUniform {}
impl<X, G> SplitWhereUniform for Flow<Converged, X, G> {}
impl<X, G> SplitWhereUniform for Flow<UniformBranch, X, G> {}

/// A stride every thread of the block shares: a `Uniform<u32>` (a literal, a
/// constant, a kernel argument, a uniform variable).
#[diagnostic::on_unimplemented(
    message = "a tile is split in pairs by `{Self}`, a stride that may differ between threads",
    label = "each thread would pair cells by its own stride, and pairs of two strides share cells, which two threads then write",
    note = "rule (day 14): a shared cell has one writer between two barriers; a tile's pairs are disjoint only when every thread splits it by the same stride",
    note = "fix: a block-uniform stride: a literal (`tile.pairs(1u32)`), a kernel argument, or a uniform variable (`let mut stride: Uniform<u32> = size / 2u32;`)"
)]
pub trait SharedStride {}
impl SharedStride for Uniform<u32> {}

/// A thread's pair of cells of a tile split in pairs ([`Tile::pairs`]): its
/// cells `low` and `low + stride`, which no other thread's pair holds. The
/// tile is the pair's until [`write_pair`](CellPair::write_pair) gives it back.
pub struct CellPair<T, const N: usize> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<T>,
}

impl<T: Cell, const N: usize> CellPair<T, N> {
    /// The index of the pair's low cell (its high cell is `stride` above):
    /// a bitonic sort's direction is `low & size == 0`.
    pub fn low_index(&self) -> u32 {
        match self.on_device {}
    }

    /// The pair's two values, the low cell's first.
    pub fn values(&self) -> (T, T) {
        match self.on_device {}
    }

    /// Writes the pair's two cells, the low cell's value first, and gives
    /// the tile back, [`Placed`]: a block barrier makes it readable.
    pub fn write_pair(self, low: T, high: T) -> Tile<T, N, Placed> {
        let _ = (low, high);
        match self.on_device {}
    }
}

/// The tile accesses since the last block barrier, after which a tile in
/// phase `P` may be read ([`ReadablePhase`], stated over the accesses so
/// that `read_2d::<WIDTH>` names its one generic argument).
pub trait ReadableAfter<P> {}
impl<S, R, P: ReadablePhase<S>> ReadableAfter<P> for crate::flow::Writes<S, R> {}

/// A phase in which threads may write their cells at 2-D places, given what
/// was written (`W`) and read (`R`) since the last block barrier: only after
/// a block barrier that follows every write and read, even for a fresh
/// tile, whose other uses may run at the same time in the other arm of a
/// branch (red team, round 44). Never `WarpWritable`: warp barriers make a
/// tile writable at the threads' own rank cells, which their own warp wrote
/// and read; a 2-D place is another warp's (rounds 41 and 42).
#[diagnostic::on_unimplemented(
    message = "a tile written at 2-D places or by a block-stride fill before a block barrier ordered every warp's accesses to it",
    label = "the tile is `{Self}` here, and since the last block barrier a tile was written or read (this one, or another: the barrier is the block's), so a cell this write replaces may still be in another warp's use",
    note = "rule (day 14): a barrier orders two named accesses; a padded row (`write_own_2d`) or a block-stride fill (`write_strided`) puts a thread's cells in other warps' parts of the tile, and `__syncwarp()` orders one warp",
    note = "fix: `block.sync_threads();` after the last write and read of the tile, before `write_own_2d` or `write_strided`; a tile that warp barriers made writable (`WarpWritable`) needs its own: `let tile = tile.sync_threads();`; where another tile's fill came first (two tiles filled in one phase), fill both from one tile of both sizes, or put the barrier between the fills",
    note = "the two arms of an `if` on a per-thread or warp-uniform condition run at the same time in different threads: the other arm's writes and reads, its lane reads (`sync_warp`, `read_lane`) included, are still pending in this one"
)]
pub trait PlaceablePhase<W, R> {}
impl PlaceablePhase<Settled, Settled> for Writable {}
impl PlaceablePhase<Unmatched, Unmatched> for Writable {}
impl<X> PlaceablePhase<Settled, Settled> for Filled<X> {}
impl<X> PlaceablePhase<Unmatched, Unmatched> for Filled<X> {}
impl PlaceablePhase<Settled, Settled> for Readable {}
impl PlaceablePhase<Unmatched, Unmatched> for Readable {}
impl PlaceablePhase<Settled, Settled> for Placed {}
impl PlaceablePhase<Unmatched, Unmatched> for Placed {}

/// The tile accesses since the last block barrier, after which a tile in
/// phase `P` may be written at 2-D places ([`PlaceablePhase`], stated over
/// the accesses so that `write_own_2d::<PITCH>` names its one generic
/// argument).
pub trait PlaceableAfter<P> {}
impl<S, R, P: PlaceablePhase<S, R>> PlaceableAfter<P> for crate::flow::Writes<S, R> {}

/// The values of a thread's cells in a block-stride fill
/// ([`Tile::write_strided`]): a local array, `values[k]` for its `k`-th cell.
#[diagnostic::on_unimplemented(
    message = "a block-stride fill takes a local array of the tile's cell type",
    label = "`{Self}` is not an array `[{T}; K]`",
    note = "fix: `let mut values = [0.0f32; K];`, set `values[k]` for the cell `block.thread_index() + k * block.size()`, then `tile.write_strided(values)`"
)]
pub trait StridedValues<T> {}
impl<T, const K: usize> StridedValues<T> for crate::array::Array<T, K> {}

/// Type-level variant of a [`DoubleTile`]: declared, neither half filled.
pub enum Fresh {}
/// Type-level variant of a [`DoubleTile`]: its first half filled in this
/// phase; nothing readable yet.
pub enum FirstFilled {}
/// Type-level variant of a [`DoubleTile`]: the current half readable (filled
/// before the block barrier that came before the last `flip`), the next half
/// free to fill.
pub enum Current {}
/// Type-level variant of a [`DoubleTile`]: the next half filled in this
/// phase, the current half still readable.
pub enum NextFilled {}

/// Two halves of `N` cells of shared memory, in phase `P`: threads read the
/// current half while they fill the next, and after a block barrier
/// [`flip`](DoubleTile::flip) swaps the halves, so that a pipeline (a tiled
/// matrix multiply that loads step `k + 1` while it computes step `k`)
/// needs one barrier a step, where one [`Tile`] needs two. The halves are
/// two tiles, each with its own phase in the type: a fill writes only the
/// next half, whose last reads came before the barrier the flip followed;
/// a read reads only the current half, whose fill came before it (rule T1).
///
/// Declare one with `let tiles: DoubleTile<F32x4, 512> = block.shared();`
/// outside any loop (`2·N` cells), fill its first half, and flip it after a
/// block barrier:
///
/// ```text
/// let tiles = tiles.write_strided(values);
/// block.sync_threads();
/// let mut tiles = tiles.flip();
/// for step in 0u32..steps {
///     let sum = tiles.read(block.thread_index());      // the current half
///     let filled = tiles.write_strided(next_values);    // the next half
///     block.sync_threads();
///     tiles = filled.flip();
/// }
/// ```
pub struct DoubleTile<T, const N: usize, P = Fresh> {
    pub(crate) on_device: OnDevice,
    phase: PhantomData<(T, P)>,
}

impl<T: Cell, const N: usize> SharedMemory for DoubleTile<T, N, Fresh> {}

/// A double tile is the block's: assigned only where the whole block assigns it.
impl<T, const N: usize, P> Assignable for DoubleTile<T, N, P> {
    type Kind = BlockWide;
}

impl<T: Cell, const N: usize, P> DoubleTile<T, N, P> {
    /// Writes this thread's cells of a block-stride fill of the next half,
    /// as [`Tile::write_strided`]: `values[k]` to its cell `t + k·B`. The
    /// first fill, of a fresh double tile, comes after a block barrier that
    /// follows every tile access, as a tile's; a later one, of a tile flipped
    /// to [`Current`], at any point before the next flip: no thread reads
    /// the next half. The macro passes the tile accesses.
    pub fn write_strided(
        self,
        accesses: &impl FillableAfter<P>,
        values: impl StridedValues<T>,
    ) -> DoubleTile<T, N, P::Filled>
    where
        P: FillKind,
    {
        let _ = (accesses, values);
        match self.on_device {}
    }

    /// The same fill of the next half, the cells counted in rows of
    /// `COLUMNS` laid out in rows of `PITCH`, as [`Tile::write_strided_2d`].
    /// The macro passes the tile accesses.
    pub fn write_strided_2d<const COLUMNS: u64, const PITCH: u64>(
        self,
        accesses: &impl FillableAfter<P>,
        values: impl StridedValues<T>,
    ) -> DoubleTile<T, N, P::Filled>
    where
        P: FillKind,
    {
        let _ = (accesses, values);
        match self.on_device {}
    }

    /// Reads any cell of the current half. The macro passes the tile accesses.
    pub fn read<A: Accesses>(&self, accesses: &A, index: impl CellIndex) -> T
    where
        P: CurrentReadable,
    {
        let _ = (accesses, index);
        match self.on_device {}
    }

    /// Reads cell `column` of row `row` of the current half, taken as rows
    /// of `WIDTH` cells, as [`Tile::read_2d`]. The macro passes the tile
    /// accesses.
    pub fn read_2d<const WIDTH: u64>(
        &self,
        accesses: &impl Accesses,
        row: impl CellIndex,
        column: impl CellIndex,
    ) -> T
    where
        P: CurrentReadable,
    {
        let _ = (accesses, row, column);
        match self.on_device {}
    }

    /// Swaps the halves: the half just filled becomes the current one, and
    /// the one read until now the next. Only after a block barrier that
    /// follows the fill and every read since the last flip (no tile access
    /// since the last block barrier), and where the whole block flips
    /// together, so that every thread takes the same half for the current
    /// one. No barrier of its own. The macro passes `flow` and the tile
    /// accesses.
    pub fn flip<Fl: FlipWhereUniform, A: Accesses>(
        self,
        flow: &Fl,
        accesses: &A,
    ) -> DoubleTile<T, N, Current>
    where
        P: FlippablePhase<A::Written, A::Read>,
    {
        let _ = (flow, accesses);
        match self.on_device {}
    }
}

/// What a fill makes of a double tile's phase: the first half of a fresh
/// one, or the next half of a flipped one. (A filled one stays as it is;
/// [`FillablePhase`] refuses its second fill.)
pub trait FillKind {
    /// The phase after the fill.
    type Filled;
}
impl FillKind for Fresh {
    type Filled = FirstFilled;
}
impl FillKind for Current {
    type Filled = NextFilled;
}
impl FillKind for FirstFilled {
    type Filled = FirstFilled;
}
impl FillKind for NextFilled {
    type Filled = NextFilled;
}

/// Control flow where the whole block flips a double tile together.
#[diagnostic::on_unimplemented(
    message = "a double tile flipped in control flow that is not block-uniform",
    label = "only the threads whose condition held flip here; the others keep the other half as the current one, and fill the half these threads read",
    note = "rule (day 14): a shared cell has one writer between two barriers, and a flip decides which half each thread writes",
    note = "fix: flip where the whole block is, after `block.sync_threads();`, and branch after it"
)]
pub trait FlipWhereUniform {}
impl<X, G> FlipWhereUniform for Flow<Converged, X, G> {}
impl<X, G> FlipWhereUniform for Flow<UniformBranch, X, G> {}

/// A double tile's phases in which its next half is filled, given the tile
/// accesses since the last block barrier: a fresh one after a block barrier
/// that follows every tile access (another use of its storage may still
/// run: the other arm of a branch, or the last call of a device function);
/// a flipped one at any point before the next flip.
#[diagnostic::on_unimplemented(
    message = "a double tile filled where its next half may still be read",
    label = "the double tile is `{Self}` here: a fresh one is filled after a block barrier that follows every tile access, a flipped one once between two flips, and a filled one not again until a barrier and a flip",
    note = "rule (day 14): a cell is rewritten only after a barrier that follows every read of it; a double tile's flip, after a block barrier, makes the half read until then the one to fill",
    note = "fix: fill a fresh double tile after `block.sync_threads();`, and a flipped one once a phase: `let filled = tiles.write_strided(values); block.sync_threads(); tiles = filled.flip();`"
)]
pub trait FillablePhase<W, R>: FillKind {}
impl FillablePhase<Settled, Settled> for Fresh {}
impl FillablePhase<Unmatched, Unmatched> for Fresh {}
impl<W, R> FillablePhase<W, R> for Current {}

/// The tile accesses since the last block barrier, after which a double tile
/// in phase `P` is filled ([`FillablePhase`], stated over the accesses so
/// that `write_strided_2d::<COLUMNS, PITCH>` names its generic arguments).
pub trait FillableAfter<P> {}
impl<S, R, P: FillablePhase<S, R>> FillableAfter<P> for crate::flow::Writes<S, R> {}

/// A double tile's phases whose current half is readable: after a flip.
#[diagnostic::on_unimplemented(
    message = "a double tile read before a flip made a filled half current",
    label = "the double tile is `{Self}` here: no half is readable until a fill, a block barrier and `flip`",
    note = "rule (day 14): a cell written by one thread is read by another only after a barrier",
    note = "fix: `let tiles = tiles.write_strided(values); block.sync_threads(); let tiles = tiles.flip();`, then read"
)]
pub trait CurrentReadable {}
impl CurrentReadable for Current {}
impl CurrentReadable for NextFilled {}

/// A double tile's phases that flip, given the tile accesses since the last
/// block barrier: one whose half was just filled, after a block barrier that
/// follows the fill and every read (no tile access since the barrier).
#[diagnostic::on_unimplemented(
    message = "a double tile flipped before a block barrier ordered its fill and its reads",
    label = "the double tile is `{Self}` here, and since the last block barrier a tile was written or read (or no half was filled since the last flip)",
    note = "rule (day 14): the half just filled is read after the flip, so a barrier must follow its fill; the half read until now is filled after the flip, so a barrier must follow its last read",
    note = "fix: fill the next half, then `block.sync_threads();`, then `tiles = filled.flip();`"
)]
pub trait FlippablePhase<W, R> {}
impl FlippablePhase<Settled, Settled> for FirstFilled {}
impl FlippablePhase<Unmatched, Unmatched> for FirstFilled {}
impl FlippablePhase<Settled, Settled> for NextFilled {}
impl FlippablePhase<Unmatched, Unmatched> for NextFilled {}
