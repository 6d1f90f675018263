//! Message passing: a payload, and a flag that says it is there.
//!
//! "Thread A writing data = 42 followed by flag = 1 gives no guarantee that
//! thread B, spinning on flag, sees data's new value the moment it sees flag's"
//! (lesson "Memory Consistency and Fences"). The producer releases (a release
//! store of the flag, or a fence and then a relaxed store) and the consumer
//! acquires (an acquire load, or a relaxed load and then a fence) before it
//! reads the payload. A [`Channel`] ties both sides: the way its flags are set
//! is part of its type, so a consumer cannot read what was never released.
//!
//! Waiting on another block needs that block to run: an unbounded wait exists
//! only in a `#[kernel(cooperative)]` kernel; elsewhere a wait has a bound and
//! says when it ran out. Mirrors `cpp/include/cuda_sync/message.cuh`.

use core::marker::PhantomData;

use crate::flow::{CoResidentGrid, Divergent, Nest};
use crate::maybe::{Maybe, Opened};
use crate::memory::CellIndex;
use crate::on_device::OnDevice;
use crate::order::{LoadOrder, StoreOrder};
use crate::output::Own;
use crate::publish::{Acquired, ByThread, Evidence, HandOff, NotAcquired, Released, Written};
use crate::scope::{Covers, Device, Scope};
use crate::uniform::Cell;

/// Payload cells and their flags in global memory; `Rel` records whether the
/// flags are set with a release ([`Released`]) or not, inferred from `signal`.
/// The channel owns both buffers, so there is one channel per pair, and its
/// `Rel` holds for every producer and consumer of the kernel.
pub struct Channel<T, Rel> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<(T, Rel)>,
}

/// The cell a store went to, carried by its evidence (and, for a channel, by
/// the message that reports it): a signal sets the flag of the slot the
/// evidence stored, and a read reads the slot the message saw, so no proof
/// for one slot grants another. `C` is the channel kind.
pub struct Slot<C> {
    pub(crate) _on_device: OnDevice,
    channel: PhantomData<C>,
}

/// The evidence a flag of channel `C` is set for: a store into `C`'s own slot.
#[diagnostic::on_unimplemented(
    message = "this evidence is for `{Self}`, not for a store into this channel",
    label = "a flag is set only for the slot its own store went to",
    note = "rule (lesson \"Memory Consistency and Fences\"): a flag publishes the payload store that precedes it; set for another store, it publishes nothing the reader will read",
    note = "fix: signal with the evidence of this channel's `write`: `let written = channel.write(slot, value); channel.signal(Release, written);`"
)]
pub trait SlotOf<C> {}
impl<C> SlotOf<C> for Slot<C> {}

/// Evidence a thread signals itself: of its own store, released by its own
/// fence or by the signal.
#[diagnostic::on_unimplemented(
    message = "every thread sets its own flag here, but `{Self}` evidence is released by the leader alone",
    label = "after `written.sync_threads()` only the leader's fence orders the block's stores; the other threads' flags would release nothing",
    note = "rule (lesson \"Memory Consistency and Fences\"): a release orders the releasing thread's own earlier stores; a flag set by a thread publishes only what that thread released",
    note = "fix: let each thread release its own store: `channel.signal(Release, written)` right after its `write`, without the barrier"
)]
pub trait SignalledByWriter {}
impl SignalledByWriter for crate::publish::ByThread {}

impl<T: Cell, Rel> Channel<T, Rel> {
    /// This thread's store of its own payload cell `slot` (its grid index), to
    /// be released by the signal: no two threads write one slot (rule O1). The
    /// store is made by the signal, after the evidence's release fence if it
    /// went through one, so the evidence stands for exactly this value. A slot
    /// signalled twice stops the kernel (a device check).
    pub fn write(&self, slot: Own<ByThread>, value: T) -> Written<Device, ByThread, Slot<Self>> {
        let _ = (slot, value);
        match self.on_device {}
    }

    /// Sets the flag of the slot `evidence` stored (a device-scope atomic store
    /// with `order`). The store is released if `order` releases or a fence came before.
    pub fn signal<O: StoreOrder, E>(&self, order: O, evidence: E)
    where
        E: Evidence<ReleasedBy<O> = Rel>,
        E::Stored: SlotOf<Self>,
        E::Writer: SignalledByWriter,
    {
        let _ = (order, evidence);
        match self.on_device {}
    }

    /// Waits for flag `slot`, loading it with `order`, at most `bound` times;
    /// nothing when the bound ran out first (the producer's block may not have run).
    pub fn wait<O: LoadOrder>(
        &self,
        slot: impl CellIndex,
        order: O,
        bound: impl Into<u32>,
    ) -> Maybe<Message<Rel, O::Acquires, Self>> {
        let _ = (slot, order, bound);
        match self.on_device {}
    }

    /// Waits for flag `slot` without a bound: only where every block is resident
    /// (a cooperative launch). The macro passes `flow`.
    pub fn wait_forever<O: LoadOrder, Fl: CoResidentGrid>(
        &self,
        flow: &Fl,
        slot: impl CellIndex,
        order: O,
    ) -> Message<Rel, O::Acquires, Self> {
        let _ = (flow, slot, order);
        match self.on_device {}
    }

    /// The payload of the slot `message` saw set, which it proves was released
    /// and acquired.
    /// The macro passes the tile accesses, unused here (every `read` gets them).
    pub fn read<A, Acq>(&self, accesses: &A, message: &Message<Rel, Acq, Self>) -> T
    where
        Message<Rel, Acq, Self>: HandOff,
    {
        let _ = (accesses, message);
        match self.on_device {}
    }
}

/// A flag this thread saw set, with its slot: `Rel` says how it was set, `Acq`
/// how it was read, `C` which channel (or queue) it belongs to, so that only
/// that channel reads with it.
pub struct Message<Rel, Acq, C> {
    pub(crate) on_device: OnDevice,
    order: PhantomData<(Rel, Acq, C)>,
}

/// Only the thread that saw the flag is inside `if let Some(message) = ...`.
impl<Rel, Acq, C> Opened for Message<Rel, Acq, C> {
    type Inside<F: Nest> = Divergent;
}

impl<Rel, C> Message<Rel, NotAcquired, C> {
    /// An acquire fence at scope `S` after the load that saw the flag: this
    /// thread's later loads see what the producer released.
    pub fn acquire_fence<S: Scope + Covers<Device>>(self) -> Message<Rel, Acquired, C> {
        match self.on_device {}
    }
}

/// The producer's half: the payload was released before the flag was set.
#[diagnostic::on_unimplemented(
    message = "the payload was not released before its flag was set",
    label = "the flags of this channel are set with a relaxed store that released nothing",
    note = "rule (lesson \"Memory Consistency and Fences\"): the flag store and the payload store may become visible in either order; only a release between them, or on the flag store, orders them",
    note = "fix: `channel.signal(Release, written)`, or `let fenced = written.release_fence::<Device>();` and then `channel.signal(Relaxed, fenced)`"
)]
pub trait PayloadReleased {}
impl PayloadReleased for Released {}

/// The consumer's half: the flag was read with an acquire, or followed by an acquire fence.
#[diagnostic::on_unimplemented(
    message = "the payload is read without acquiring the flag",
    label = "this message was received with a relaxed load and no fence after it",
    note = "rule (lesson \"Atomics, Fences, and Memory Scopes\"): a relaxed atomic read carries no ordering, so the load of the payload may run ahead of the load that saw the flag",
    note = "fix: `channel.wait(slot, Acquire, bound)`, or `let message = message.acquire_fence::<Device>();` before the read"
)]
pub trait FlagAcquired {}
impl FlagAcquired for Acquired {}

impl<Rel: PayloadReleased, Acq: FlagAcquired, C> HandOff for Message<Rel, Acq, C> {}
