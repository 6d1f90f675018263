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
//! Every block runs the same code, so the type of this block's ticket is the type
//! of every block's ticket: a ticket taken with a relaxed atomic that released
//! nothing can never grant access to the partial sums. Mirrors
//! `cpp/include/cuda_sync/publish.cuh`.

use core::marker::PhantomData;

use crate::maybe::Maybe;
use crate::on_device::OnDevice;
use crate::order::Order;
use crate::scope::{Covers, Device, Scope};

/// Evidence of a plain store of reach `R` that other threads will read, not yet released.
#[must_use = "a store that others read must be released: `written.release_fence::<Device>()` or a ticket taken with `AcqRel`"]
pub struct Written<R: Scope> {
    pub(crate) _on_device: OnDevice,
    reach: PhantomData<R>,
}

impl<R: Scope> Written<R> {
    /// The leader's release fence at scope `S` (`fence.acq_rel` on sm_90): the
    /// store is ordered before everything the leader does next, as seen at `S`.
    /// It has to sit between the store and the signal: "a fence is an edge
    /// between two named accesses, not a property of a kernel" (day 27).
    pub fn release_fence<S: Scope + Covers<R>>(self) -> Fenced<R> {
        match self._on_device {}
    }
}

/// A [`Written`] that a release fence of a scope covering `R` has ordered before
/// everything this thread does next.
#[must_use = "a fenced store is published by the atomic that follows the fence: `leader.take_ticket(counter, Relaxed, fenced)`"]
pub struct Fenced<R: Scope> {
    pub(crate) _on_device: OnDevice,
    reach: PhantomData<R>,
}

/// Type-level variant: the ticket's atomic was ordered after this block's store.
pub enum Released {}
/// Type-level variant: the ticket's atomic may become visible before this block's store.
pub enum NotReleased {}
/// Type-level variant: the holder's later reads see what the other blocks released.
pub enum Acquired {}
/// Type-level variant: the holder's later reads may run ahead of the other blocks' stores.
pub enum NotAcquired {}

/// What a signalling atomic hands in: the store it is meant to publish.
pub trait Evidence {
    /// [`Released`] if an atomic with order `O` after this evidence publishes the store.
    type ReleasedBy<O: Order>;
}

impl<R: Scope> Evidence for Written<R> {
    type ReleasedBy<O: Order> = O::Releases;
}

impl<R: Scope> Evidence for Fenced<R> {
    type ReleasedBy<O: Order> = Released;
}

/// The counter value the block's leader drew, held by the leader thread only.
///
/// `Rel` is [`Released`] or [`NotReleased`], `Acq` is [`Acquired`] or [`NotAcquired`].
#[must_use = "a ticket reaches the block through `block.broadcast_ticket(ticket)`"]
pub struct Ticket<Rel, Acq> {
    pub(crate) _on_device: OnDevice,
    order: PhantomData<(Rel, Acq)>,
}

impl<Rel> Ticket<Rel, NotAcquired> {
    /// The leader's acquire fence at scope `S`, right after the ticket: the
    /// leader's later loads, and through the broadcast barrier the block's, see
    /// what every other block released before its ticket.
    pub fn acquire_fence<S: Scope + Covers<Device>>(self) -> Ticket<Rel, Acquired> {
        match self._on_device {}
    }
}

/// A [`Ticket`] after the broadcast: the same value in every thread of the block.
pub struct Arrival<Rel, Acq> {
    pub(crate) on_device: OnDevice,
    order: PhantomData<(Rel, Acq)>,
}

impl<Rel, Acq> Arrival<Rel, Acq> {
    /// `Some` in the block that drew the last ticket of the grid (`gridDim.x - 1`).
    pub fn last(&self) -> Maybe<LastArrival<Rel, Acq>> {
        match self.on_device {}
    }
}

/// Proof that this block drew the last ticket: every other block has taken its
/// ticket, so whatever the tickets released is there to read.
#[must_use = "the last block resets the counter for the next launch: `leader.reset(counter, last)`"]
pub struct LastArrival<Rel, Acq> {
    pub(crate) _on_device: OnDevice,
    order: PhantomData<(Rel, Acq)>,
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
/// tickets released every block's store and acquired them here.
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not make other blocks' writes visible",
    label = "not a hand-off between blocks",
    note = "rule (day 14, day 27): a block barrier orders memory among the threads of one block only; another block's writes become visible through a release/acquire hand-off",
    note = "fix: take a ticket (`leader.take_ticket`), broadcast it, and read in the block that drew the last one: `if let Some(last) = arrival.last() {{ memory.read(i, &last) }}`"
)]
pub trait HandOff {}
impl<Rel: ReleasedByEveryBlock, Acq: AcquiredHere> HandOff for LastArrival<Rel, Acq> {}
