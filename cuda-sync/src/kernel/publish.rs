//! Publication: the evidence that a store was released before its signal and
//! acquired before it was read.
//!
//! The day-27 hand-off has two sides. Every block stores its partial sum and
//! takes a ticket; the block that takes the last ticket reads every partial. The
//! counter orders nothing by itself: "Without a fence between storing the partial
//! sum and incrementing the counter, the counter may increment before the partial
//! sum is stored" (CUDA guide, quoted by day 27). So the types carry the order:
//!
//! - a store others will read yields [`Written`];
//! - a release fence turns it into [`Fenced`], or a release/acq_rel atomic takes it;
//! - the atomic yields a [`Ticket`] whose type says whether it [`Released`] the
//!   store and whether its holder [`Acquired`] everybody else's;
//! - reading a published cell needs a [`LastArrival`] of a ticket that did both.
//!
//! What was stored into moves into the evidence, and from there into the ticket
//! and the proof: a proof stands for exactly one buffer and one counter, and a
//! store after the release has nothing to store into.
//!
//! Every block runs the same code, so the type of this block's ticket is the type
//! of every block's ticket: a ticket taken with a relaxed atomic that released
//! nothing can never grant access to the partial sums. Mirrors
//! `cpp/include/cuda_sync/publish.cuh`.

use core::marker::PhantomData;

use crate::flow::{AllPresent, BlockUniform, KernelTopLevel, Nest};
use crate::maybe::{Maybe, Opened};
use crate::memory::{CellIndex, Cells, Global};
use crate::on_device::OnDevice;
use crate::order::Order;
use crate::output::{ByLast, Own};
use crate::scope::{Covers, Device, Scope};
use crate::uniform::Cell;

/// Type-level variant: thread 0 stored the block's value (`leader.store`).
pub enum ByLeader {}
/// Type-level variant: every thread stored its own cell, and nothing since
/// orders the others' stores before this thread's next move.
pub enum ByThread {}
/// Type-level variant: every thread stored, then a block barrier: the leader's
/// release now covers the whole block's stores.
pub enum ByBlock {}

/// Evidence of a plain store of reach `R` that other threads will read, not yet
/// released. `W` says who stored ([`ByLeader`], [`ByThread`], [`ByBlock`]); `B`
/// is what was stored into, moved into the evidence: a second store needs `B`
/// again, so a proof always stands for the last store, and reading what was
/// published goes through the proof that published it.
#[must_use = "a store that others read must be released: `written.release_fence::<Device>()` or a ticket taken with `AcqRel`"]
pub struct Written<R: Scope, W, B> {
    pub(crate) on_device: OnDevice,
    stored: PhantomData<(R, W, B)>,
}

impl<R: Scope, W, B> Written<R, W, B> {
    /// The release fence at scope `S` (`fence.acq_rel` on sm_90): the store is
    /// ordered before everything this thread does next, as seen at `S`. It has
    /// to sit between the store and the signal: "a fence is an edge between two
    /// named accesses, not a property of a kernel" (day 27).
    pub fn release_fence<S: Scope + Covers<R>>(self) -> Fenced<R, W, B> {
        match self.on_device {}
    }

    /// `__syncthreads()` after every thread's store: the block's stores are
    /// ordered before what the leader does next, so its release publishes them
    /// all. Every thread must still be here. The macro passes `flow`.
    pub fn sync_threads<Fl: BlockUniform + AllPresent>(self, flow: &Fl) -> Written<R, ByBlock, B> {
        let _ = flow;
        match self.on_device {}
    }
}

impl<R: Scope, T: Copy> Written<R, ByThread, crate::memory::Global<T>> {
    /// This thread's own cell, read back: no other thread stores it
    /// (`Global::write_own`), so the read races with nothing.
    pub fn read_own(&self) -> T {
        match self.on_device {}
    }
}

/// A [`Written`] that a release fence of a scope covering `R` has ordered before
/// everything this thread does next.
#[must_use = "a fenced store is published by the atomic that follows the fence: `leader.take_ticket(counter, Relaxed, fenced)`"]
pub struct Fenced<R: Scope, W, B> {
    pub(crate) _on_device: OnDevice,
    stored: PhantomData<(R, W, B)>,
}

pub use crate::order::{Acquired, NotAcquired, NotReleased, Released};

/// What a signalling atomic hands in: the store it is meant to publish.
pub trait Evidence {
    /// [`Released`] if an atomic with order `O` after this evidence publishes the store.
    type ReleasedBy<O: Order>;
    /// Who stored: [`ByLeader`], [`ByThread`] or [`ByBlock`].
    type Writer;
    /// What was stored into.
    type Stored;
}

impl<R: Scope, W, B> Evidence for Written<R, W, B> {
    type ReleasedBy<O: Order> = O::Releases;
    type Writer = W;
    type Stored = B;
}

impl<R: Scope, W, B> Evidence for Fenced<R, W, B> {
    type ReleasedBy<O: Order> = Released;
    type Writer = W;
    type Stored = B;
}

/// Stores the block's leader may release for the whole block.
#[diagnostic::on_unimplemented(
    message = "the leader releases stores that other threads made",
    label = "every thread stored here, and no barrier orders their stores before the leader's release",
    note = "rule (day 27): a release orders only the releasing thread's own earlier writes (and what it has synchronized with); the leader's ticket says nothing about the other threads' stores",
    note = "fix: `let written = written.sync_threads();` after every thread's store, then hand it to the leader; or let the leader store the block's value (`leader.store`)"
)]
pub trait LeaderReleases {}
impl LeaderReleases for ByLeader {}
impl LeaderReleases for ByBlock {}

impl<T: Cell> Global<T> {
    /// This thread's plain store of its own cell, the one at its index in the
    /// grid (its rank, `block.global_index()`: `blockIdx.x * blockDim.x + threadIdx.x` in one dimension), which other threads will
    /// read once it is released (by a grid barrier, or a barrier and the
    /// leader's release). Its own: no two threads store the same cell. The
    /// memory moves into the evidence. The macro passes `flow`.
    /// Like every move of a `Global`, only at the kernel's top level.
    pub fn write_own<Fl: KernelTopLevel, A>(
        self,
        flow: &Fl,
        accesses: &A,
        value: T,
    ) -> Written<Device, ByThread, Global<T>> {
        let _ = (flow, accesses, value);
        match self.on_device {}
    }
}

impl Global<u32> {
    /// Cell 0 as the counter of a last-arrival hand-off at scope `S`, which
    /// must cover [`Device`]. The memory moves into the counter.
    /// Only at the kernel's top level. The macro passes `flow`.
    pub fn counter<S: Scope + Covers<Device>>(self, flow: &impl KernelTopLevel) -> Counter<S> {
        let _ = flow;
        match self.on_device {}
    }
}

/// The counter of a last-arrival hand-off: cell 0 of a `Global<u32>`, at scope
/// `S`, which the launcher zeroes before each launch (rule I1). It is moved
/// into the ticket, so each block
/// draws one ticket from it, and comes back only to the last block, to reset.
pub struct Counter<S: Scope> {
    pub(crate) _on_device: OnDevice,
    scope: PhantomData<S>,
}

/// The counter value the block's leader drew, held by the leader thread only.
///
/// `Rel` is [`Released`] or [`NotReleased`], `Acq` is [`Acquired`] or
/// [`NotAcquired`]; `B` is what the ticket published, `S` the counter's scope.
#[must_use = "a ticket reaches the block through `block.broadcast_ticket(ticket)`"]
pub struct Ticket<Rel, Acq, B, S: Scope> {
    pub(crate) _on_device: OnDevice,
    order: PhantomData<(Rel, Acq, B, S)>,
}

impl<Rel, B, S: Scope> Ticket<Rel, NotAcquired, B, S> {
    /// The leader's acquire fence at scope `F`, right after the ticket: the
    /// leader's later loads, and through the broadcast barrier the block's, see
    /// what every other block released before its ticket.
    pub fn acquire_fence<F: Scope + Covers<Device>>(self) -> Ticket<Rel, Acquired, B, S> {
        match self._on_device {}
    }
}

/// A [`Ticket`] after the broadcast: the same value in every thread of the block.
pub struct Arrival<Rel, Acq, B, S: Scope> {
    pub(crate) on_device: OnDevice,
    order: PhantomData<(Rel, Acq, B, S)>,
}

impl<Rel, Acq, B, S: Scope> Arrival<Rel, Acq, B, S> {
    /// `Some` in the block that drew the last ticket of the grid (`gridDim.x - 1`).
    pub fn last(&self) -> Maybe<LastArrival<Rel, Acq, B, S>> {
        match self.on_device {}
    }
}

/// Proof that this block drew the last ticket: every other block has taken its
/// ticket, so whatever the tickets released is there to read. It holds what
/// was published (`B`) and the counter (`S`): reading goes through it, and so
/// does the reset.
#[must_use = "the last block resets the counter for the next launch: `leader.reset(last)`"]
pub struct LastArrival<Rel, Acq, B, S: Scope> {
    pub(crate) on_device: OnDevice,
    order: PhantomData<(Rel, Acq, B, S)>,
}

impl<Rel, Acq, B, S: Scope> LastArrival<Rel, Acq, B, S> {
    /// Cell 0 of an [`Output<T, ByLast>`](crate::output::Output), the grid's
    /// result: `Some` in the leader of the last block only, the one thread of
    /// the grid that writes it.
    pub fn leader_cell(&self) -> Maybe<Own<ByLast>> {
        match self.on_device {}
    }
}

impl<Rel, Acq, B: Cells, S: Scope> LastArrival<Rel, Acq, B, S> {
    /// Cell `index` of what every block published: each block's leader stored
    /// cell `block.index()`, released it with its ticket, and this block
    /// acquired them all (day 27).
    /// The macro passes the tile accesses, unused here (every `read` gets them).
    pub fn read<A>(&self, accesses: &A, index: impl CellIndex) -> B::Item
    where
        Self: HandOff,
    {
        let _ = (accesses, index);
        match self.on_device {}
    }
}

/// The block that drew the last ticket is inside `if let Some(last) = ...`,
/// with all its threads: the branch is block-uniform.
impl<Rel, Acq, B, S: Scope> Opened for LastArrival<Rel, Acq, B, S> {
    type Inside<F: Nest> = F::UniformBranch;
}

/// The release half of a hand-off: every block's ticket was ordered after its store.
#[diagnostic::on_unimplemented(
    message = "the partial sums were not released before the ticket was taken",
    label = "this ticket's atomic released nothing, so it cannot grant access to what other blocks wrote",
    note = "rule (day 27): an atomic orders nothing but itself; without a release between the store and the ticket, the counter may reach `gridDim.x - 1` before a partial sum is visible",
    note = "fix: put `let fenced = written.release_fence::<Device>();` between the store and `take_ticket`, and hand `fenced` to the ticket; or take the ticket with `AcqRel`. A fence below the atomic orders it against later writes, which nobody waits for: it is the same bug"
)]
pub trait ReleasedByEveryBlock {}
impl ReleasedByEveryBlock for Released {}

/// The acquire half of a hand-off: the reader's later loads wait for what was released.
#[diagnostic::on_unimplemented(
    message = "the last block reads the partial sums without acquiring them",
    label = "this ticket was taken with a relaxed atomic and never acquired",
    note = "rule (day 27): a release is half a hand-off; the reader needs an acquire after the atomic that observed the count, or its loads may run ahead of the other blocks' stores (PyTorch fixed this bug in production: pytorch/pytorch#128455)",
    note = "fix: `let ticket = ticket.acquire_fence::<Device>();` right after `take_ticket`, or take the ticket with `AcqRel`"
)]
pub trait AcquiredHere {}
impl AcquiredHere for Acquired {}

/// Proof that what other blocks wrote may be read here: a [`LastArrival`] whose
/// tickets released every block's store and acquired them here, or a grid barrier.
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not make other blocks' writes visible",
    label = "not a hand-off between blocks",
    note = "rule (day 14, day 27): a block barrier orders memory among the threads of one block only; another block's writes become visible through a release/acquire hand-off",
    note = "fix: take a ticket (`leader.take_ticket`), broadcast it, and read in the block that drew the last one: `if let Some(last) = arrival.last() {{ last.read(i) }}`"
)]
pub trait HandOff {}
impl<Rel: ReleasedByEveryBlock, Acq: AcquiredHere, B, S: Scope> HandOff
    for LastArrival<Rel, Acq, B, S>
{
}
