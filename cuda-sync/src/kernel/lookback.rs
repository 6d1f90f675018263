//! Decoupled look-back: a single-pass scan whose tiles take their order from a
//! ticket, publish their aggregate and then their inclusive prefix, and wait
//! only on tiles with a lower ticket (Merrill and Garland, 2016). The scan
//! combines with any operator of [`crate::operator`]: a sum, a running
//! minimum or maximum.
//!
//! The scan is one kernel. Each block draws a tile number from a device-scope
//! counter, cell 0 of the statuses ([`ThisBlock::draw_tile`]), scans its tile in registers
//! ([`ThisBlock::scan_tile`]), and then:
//!
//! 1. publishes the tile's aggregate ([`TileStatuses::write_aggregate`], then
//!    [`TileStatuses::publish`] with a release);
//! 2. looks back over the tiles before it, in warp 0 ([`TileStatuses::look_back`],
//!    with an acquire): it combines aggregates until it meets a tile that has
//!    published its inclusive prefix;
//! 3. publishes its own inclusive prefix ([`TileStatuses::write_prefix`], then
//!    `publish`), so that later tiles stop here;
//! 4. hands the exclusive prefix to the whole block ([`ThisBlock::broadcast_prefix`])
//!    and stores its tile ([`TileScan::store_inclusive`]).
//!
//! The wait in step 2 has no bound, in an ordinary launch: it is allowed only
//! because a tile waits on lower tickets (rule F1 of `docs/soundness.md`). A
//! block that drew ticket `j` has run the draw, so it is resident; it waits
//! only on tickets below `j`; by induction from ticket 0, which waits on
//! nothing, every tile publishes. A block index gives no such order (block
//! 1000 may run before block 3 is scheduled), so the tile comes from
//! the ticket, and one order per kernel: with two, two blocks could each hold
//! the lower ticket of one. The order lives in the statuses' own buffer, so
//! the two are zeroed together and never apart.
//!
//! Every tile publishes a status flag and a value: the flag with a release, the
//! look-back with an acquire, both at the statuses' scope (rule P1). The counter
//! and the statuses carry a launch generation, so the kernel resets nothing by
//! hand: the last ticket starts the next generation, and a flag of an earlier
//! launch reads as "not yet". Mirrors `cpp/include/cuda_sync/lookback.cuh`.

use core::marker::PhantomData;

use crate::block::ThisBlock;
use crate::flow::{AllThreads, Converged, Flow, Independent, KernelTopLevel};
use crate::math::Scalar;
use crate::memory::Global;
use crate::on_device::OnDevice;
use crate::operator::Associative;
use crate::order::{Acquired, LoadOrder, Order, StoreOrder};
use crate::output::{ByTile, Output};
use crate::publish::{ByLeader, Evidence, Written};
use crate::scope::{Covers, Device, Scope};
use crate::uniform::Uniform;

/// One tile's published status, in global memory: a flag, the launch
/// generation and the tile's aggregate and inclusive prefix. The same 128
/// bytes for every `T`: an L2 line of its own, so that the warps spinning on
/// one tile's flag share no line with the stores to its neighbours' (1.4%
/// faster than 24 bytes at 2^28 and 2^30 on the H200, `docs/performance.md`).
/// Allocate one per tile and one more, the tile order (see [`tiles`]), zeroed
/// once: a later launch needs no reset.
#[repr(C, align(128))]
pub struct TileStatus<T> {
    word: u64,
    aggregate: u64,
    prefix: u64,
    element: PhantomData<T>,
}

impl<T> Clone for TileStatus<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for TileStatus<T> {}

/// All zero, as allocated: the order before its first launch, a status of no
/// launch.
impl<T> Default for TileStatus<T> {
    fn default() -> Self {
        TileStatus {
            word: 0,
            aggregate: 0,
            prefix: 0,
            element: PhantomData,
        }
    }
}

impl<T> TileStatus<T> {
    /// The flag word, for the host: in cell 0, the tile order (the launch
    /// generation in the high 32 bits, the tickets a running launch has drawn
    /// in the low 32).
    pub fn word(&self) -> u64 {
        self.word
    }
}

/// A kernel's `Global<TileStatus<T>>` holds statuses; no kernel can make one,
/// so nothing but [`TileStatuses`] stores or loads them.
impl<T> crate::uniform::sealed::Cell for TileStatus<T> {}
#[diagnostic::do_not_recommend]
impl<T> crate::uniform::Cell for TileStatus<T> {}

// SAFETY: three `u64`s in 128 bytes, `repr(C)`, as the C++ `TileStatus<T>` lays them out.
unsafe impl<T> cudarc::driver::DeviceRepr for TileStatus<T> {}
// SAFETY: all-zero bits are a status of generation 0 that no launch reads as set.
unsafe impl<T> cudarc::driver::ValidAsZeroBits for TileStatus<T> {}

/// The elements one thread scans: twelve 16-byte vectors of a 4-byte `T`
/// (48 elements), ten of an 8-byte one (20), so that the sums and each
/// vector's start take the same registers (60) for both. Tiles this large
/// keep enough loads in flight behind each look-back, and leave registers
/// for three blocks of 256 threads an SM, which a scan kernel asks for with
/// `#[kernel(min_blocks_per_sm = 3)]` (measured on the H200:
/// `docs/performance.md`). Mirrors `TileScan::VECTORS` in `lookback.cuh`.
pub const fn items_per_thread<T>() -> u32 {
    let bytes = core::mem::size_of::<T>() as u32;
    let vectors = if bytes == 8 { 10 } else { 12 };
    vectors * (16 / bytes)
}

/// The tiles (blocks) a scan of `n` elements takes with `threads` threads a
/// block: at least one, so that an empty input is a launch too. Its statuses
/// buffer has one cell more (`#[len(blocks + 1)]`): cell 0 is the tile order.
pub const fn tiles<T>(n: u64, threads: u32) -> u32 {
    let tile = threads as u64 * items_per_thread::<T>() as u64;
    let tiles = n.div_ceil(tile);
    if tiles == 0 {
        1
    } else {
        tiles as u32
    }
}

/// A tile whose number is this block's ticket: every tile numbered below it
/// was drawn by a block that has started. Made once per block, by
/// [`ThisBlock::draw_tile`].
pub struct DynamicTile<S: Scope> {
    pub(crate) on_device: OnDevice,
    scope: PhantomData<S>,
}

impl<S: Scope> DynamicTile<S> {
    /// The tile's number, the same in every thread of the block.
    pub fn id(&self) -> Uniform<u32> {
        match self.on_device {}
    }
}

/// Where a scan's steps run: every block, all its threads, at the kernel's top
/// level, before any `return`, in an ordinary launch. A later tile waits for
/// this tile's flag; a tile that skips a step in a branch leaves it waiting
/// forever. (A cooperative kernel could wait on another block before it
/// publishes, while that block looks back on it.)
#[diagnostic::on_unimplemented(
    message = "a scan's step inside a branch, a loop, a device function, after a `return`, or in a cooperative kernel",
    label = "every tile draws, scans, publishes and looks back here, with all its threads",
    note = "rule F1: a later tile waits without a bound for this tile's flag, which is sound only because every tile that drew a ticket sets it, and waits on nothing else before it does; a tile that skips the step (a branch not taken, a `return` before it) leaves the next tile waiting forever, a look-back needs the whole of warp 0, and in a cooperative kernel a block could wait on a later tile before publishing while that tile looks back on it",
    note = "fix: draw, scan, publish, look back and broadcast at the kernel's top level of an ordinary `#[kernel]`, before any `return`; branch after the broadcast, and hand the stores to a device function if you like"
)]
pub trait EveryTile {}
impl EveryTile for Flow<Converged, AllThreads, Independent> {}

/// What a look-back may wait on: a tile drawn from a ticket.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tile drawn from a ticket, and a look-back waits without a bound",
    label = "a scan's tile comes from `block.draw_tile(&statuses)`",
    note = "rule F1: an unbounded wait in an ordinary launch waits only on a tile with a lower ticket; a block that drew a ticket has started, so it will publish. A block index says nothing of the kind: block 1000 may run while block 3 waits for a free SM behind it, and a look-back from 1000 to 3 never ends",
    note = "fix: `let tile = block.draw_tile(&statuses);` and scan that tile"
)]
pub trait TicketedTile {
    /// The scope of the counter the ticket came from.
    type Scope: Scope;
}
impl<S: Scope> TicketedTile for DynamicTile<S> {
    type Scope = S;
}

/// This thread's part of a tile, scanned within the tile with the operator
/// `Op` ([`crate::operator`]): its elements (`Op`'s identity past `n`), their
/// running combinations ("sums") from the tile's start, and the tile's aggregate.
pub struct TileScan<T, S: Scope, Op> {
    pub(crate) on_device: OnDevice,
    items: PhantomData<(T, S, Op)>,
}

impl<T: Scalar, S: Scope, Op: Associative<T>> TileScan<T, S, Op> {
    /// The tile's elements combined, in every thread.
    pub fn aggregate(&self) -> Uniform<T> {
        match self.on_device {}
    }

    /// Stores `prefix` combined with each element's running sum, itself
    /// included, into this thread's cells of the tile.
    pub fn store_inclusive<P: BlockPrefix<T>>(&self, output: &mut Output<T, ByTile>, prefix: P) {
        let _ = (output, prefix);
        match self.on_device {}
    }

    /// Stores `prefix` combined with each element's running sum, itself left
    /// out (the first element of the input gets `Op`'s identity).
    pub fn store_exclusive<P: BlockPrefix<T>>(&self, output: &mut Output<T, ByTile>, prefix: P) {
        let _ = (output, prefix);
        match self.on_device {}
    }
}

/// A prefix every thread of the block holds.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a prefix the whole block holds",
    label = "a tile's stores add one prefix, the same `Uniform` value in every thread",
    note = "rule P1: a value another block published is read by the thread that acquired its flag, and a look-back's result is in warp 0 only; the rest of the block gets it through a barrier from there. A plain value is per-thread, so it is no such prefix either",
    note = "fix: `let prefix = block.broadcast_prefix(looked);` and store with `prefix` (uniform arithmetic on it, `prefix + offset` with a `Uniform` offset, stays uniform)"
)]
pub trait BlockPrefix<T> {}
impl<T> BlockPrefix<T> for Uniform<T> {}

impl<T: Scalar> Global<TileStatus<T>> {
    /// The tiles' statuses at scope `S` (which must cover [`Device`]: other
    /// blocks read them). Cell 0 is the tile order, the counter tiles draw
    /// their tickets from (low 32 bits the tickets drawn, high 32 the launch
    /// generation); cell `1 + i` is tile `i`'s status. Zero before the first
    /// launch, all of it at once; each launch leaves it ready for the next.
    /// One per kernel (rule F1). The memory moves into them. The macro passes
    /// `flow`.
    pub fn tile_statuses<S: Scope + Covers<Device>>(
        self,
        flow: &impl KernelTopLevel,
    ) -> TileStatuses<T, S> {
        let _ = flow;
        match self.on_device {}
    }
}

/// Every tile's status: the flag each tile sets, with the value it stands for.
pub struct TileStatuses<T, S: Scope> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<(T, S)>,
}

/// Type-level kind of a status: the tile's own elements, combined.
pub enum Aggregate {}
/// Type-level kind of a status: every element up to the tile's end, combined.
pub enum Prefix {}

/// The value of one tile's status under `Op`, stored by the leader, not yet flagged.
pub struct StatusValue<T, S: Scope, K, Op> {
    pub(crate) _on_device: OnDevice,
    kind: PhantomData<(T, S, K, Op)>,
}

/// A status flag, set: `K` says which.
pub struct Published<T, S: Scope, K, Op> {
    pub(crate) _on_device: OnDevice,
    kind: PhantomData<(T, S, K, Op)>,
}

/// The status a value stands for, and what setting its flag yields.
pub trait StatusKind {
    /// [`Aggregate`] or [`Prefix`].
    type Kind;
    /// The operator the value was combined with.
    type Operator;
}
impl<T, S: Scope, K, Op> StatusKind for StatusValue<T, S, K, Op> {
    type Kind = K;
    type Operator = Op;
}

/// The release half: the flag is set after the value, and orders it.
#[diagnostic::on_unimplemented(
    message = "a tile's flag is set without releasing its value",
    label = "a relaxed flag with no release fence before it",
    note = "rule P1 (lesson \"Memory Consistency and Fences\"): the value and the flag may become visible in either order; a later tile that sees the flag may add a value that is not there yet",
    note = "fix: `statuses.publish(Release, written)`, or `let fenced = written.release_fence::<Device>();` and then `statuses.publish(Relaxed, fenced)`"
)]
pub trait StatusReleased {}
impl StatusReleased for crate::order::Released {}

/// The acquire half: the look-back reads each value after the flag that guards it.
#[diagnostic::on_unimplemented(
    message = "the look-back reads the tiles' values without acquiring their flags",
    label = "a relaxed look-back may add a value loaded before the flag that says it is there",
    note = "rule P1 (lesson \"Atomics, Fences, and Memory Scopes\"): a relaxed load orders nothing; the value's load may run ahead of the flag's",
    note = "fix: `statuses.look_back(published, Acquire)`"
)]
pub trait PredecessorsAcquired {}
impl PredecessorsAcquired for Acquired {}

/// What the look-back starts from: this tile's aggregate, flagged.
#[diagnostic::on_unimplemented(
    message = "the look-back starts before this tile's aggregate is published",
    label = "`{Self}` is not this tile's published aggregate",
    note = "rule F1: a tile's status moves one way, aggregate then prefix; a tile that looks back before publishing its aggregate makes every later tile wait for its whole look-back, and a prefix without the aggregate under it is not a decoupled look-back",
    note = "fix: `let published = statuses.publish(Release, statuses.write_aggregate(&scan));` first, and hand `published` to `look_back`"
)]
pub trait AggregatePublished<T, S: Scope> {
    /// The operator the tile was scanned with, which the look-back combines with too.
    type Operator;
}
impl<T, S: Scope, Op> AggregatePublished<T, S> for Published<T, S, Aggregate, Op> {
    type Operator = Op;
}

impl<T: Scalar, S: Scope> TileStatuses<T, S> {
    /// The tile's aggregate, stored by the leader into the tile's status, to be
    /// published by [`TileStatuses::publish`].
    pub fn write_aggregate<Drawn: Scope, Op: Associative<T>>(
        &self,
        scan: &TileScan<T, Drawn, Op>,
    ) -> Written<Device, ByLeader, StatusValue<T, S, Aggregate, Op>> {
        let _ = scan;
        match self.on_device {}
    }

    /// The tile's inclusive prefix (the look-back's exclusive prefix combined
    /// with the tile's aggregate), stored by the leader, to be published.
    pub fn write_prefix<Op: Associative<T>>(
        &self,
        looked: &LookedBack<T, S, Op>,
    ) -> Written<Device, ByLeader, StatusValue<T, S, Prefix, Op>> {
        let _ = looked;
        match self.on_device {}
    }

    /// Sets the flag of the status `evidence` stored, in the leader, with
    /// `order` at scope `S`; released if `order` releases or a fence came before.
    /// Every block publishes, at the kernel's top level: a later tile waits for
    /// it. The macro passes `flow`.
    ///
    /// An 8-byte value is a relaxed atomic store beside its flag, which the release
    /// orders. A 4-byte value travels in the flag's own 64-bit word; the shim
    /// stores that word relaxed whatever `order` says, since the word is the
    /// whole status and nothing else is read through it (a look-back's result
    /// is a hand-off for no other memory). The rule asks for the release all
    /// the same: it is the one a flag that guards a value needs.
    pub fn publish<O: StoreOrder, E, Fl: EveryTile>(
        &self,
        flow: &Fl,
        order: O,
        evidence: E,
    ) -> Published<T, S, <E::Stored as StatusKind>::Kind, <E::Stored as StatusKind>::Operator>
    where
        E: Evidence,
        E::Stored: StatusKind,
        E::ReleasedBy<O>: StatusReleased,
    {
        let _ = (flow, order, evidence);
        match self.on_device {}
    }

    /// Warp 0 waits for the status of each tile before this one, nearest first,
    /// 32 at a time, loading each flag with `order`, and combines their values
    /// until a tile with its prefix published. Tile 0 waits on nothing. It
    /// waits without a bound on lower tickets only (rule F1). The macro passes `flow`.
    pub fn look_back<O: LoadOrder, P, Fl: EveryTile>(
        &self,
        flow: &Fl,
        published: P,
        order: O,
    ) -> LookedBack<T, S, P::Operator>
    where
        P: AggregatePublished<T, S>,
        <O as Order>::Acquires: PredecessorsAcquired,
    {
        let _ = (flow, published, order);
        match self.on_device {}
    }
}

/// The exclusive prefix of this tile under `Op`, in the lanes of warp 0 that
/// looked back.
pub struct LookedBack<T, S: Scope, Op> {
    pub(crate) _on_device: OnDevice,
    prefix: PhantomData<(T, S, Op)>,
}

impl ThisBlock {
    /// The leader draws this block's ticket from the statuses' order and the block gets it:
    /// the tile it scans. One per block, at the kernel's top level. The macro
    /// passes `flow`.
    pub fn draw_tile<T: Scalar, S: Scope, Fl: EveryTile>(
        &self,
        flow: &Fl,
        statuses: &TileStatuses<T, S>,
    ) -> DynamicTile<S> {
        let _ = (flow, statuses);
        match self.on_device {}
    }

    /// Loads `tile`'s elements of `input` (`operator`'s identity past `n`),
    /// each warp a run of consecutive 16-byte vectors, and scans them within
    /// the tile with `operator` ([`Sum`](crate::operator::Sum),
    /// [`Min`](crate::operator::Min) or [`Max`](crate::operator::Max)): a
    /// block barrier. The block's size must be a multiple of 32 (checked). The
    /// macro passes `flow`.
    pub fn scan_tile<T: Scalar, Tl: TicketedTile, Op: Associative<T>, Fl: EveryTile>(
        &self,
        flow: &Fl,
        tile: Tl,
        input: &[T],
        n: Uniform<u64>,
        operator: Op,
    ) -> TileScan<T, Tl::Scope, Op> {
        let _ = (flow, tile, input, n, operator);
        match self.on_device {}
    }

    /// Warp 0's exclusive prefix, handed to every thread through shared memory
    /// and a block barrier. The macro passes `flow`.
    pub fn broadcast_prefix<T: Scalar, S: Scope, Op, Fl: EveryTile>(
        &self,
        flow: &Fl,
        looked: LookedBack<T, S, Op>,
    ) -> Uniform<T> {
        let _ = (flow, looked);
        match self.on_device {}
    }
}
