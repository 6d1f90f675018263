//! A single-producer ring queue between blocks.
//!
//! "A single-producer ring with a monotonically increasing index is the version
//! that avoids a compare-exchange loop entirely, because the producer is the
//! only writer and atomicAdd returns a unique slot" (lesson "Atomics, Fences,
//! and Memory Scopes"). Consumers claim item numbers with one relaxed
//! `fetch_add`; item `k` lives in slot `k % capacity` on lap `k / capacity`, and
//! each slot's turn counter says whose move it is: the producer publishes an item
//! with a release (or a fence before a relaxed store), the consumer acquires it,
//! reads it, and hands the slot back with a release that the producer acquires
//! before writing the slot again. Producer and consumers wait on each other
//! across blocks, so the waits exist only in a `#[kernel(cooperative)]` kernel.
//! Mirrors `cpp/include/cuda_sync/queue.cuh`.

use core::marker::PhantomData;

use crate::flow::{CoResidentGrid, Condition, Divergent, Nest};
use crate::maybe::Maybe;
use crate::memory::CellIndex;
use crate::message::{Message, SignalledByWriter, Slot, SlotOf};
use crate::on_device::OnDevice;
use crate::order::Order;
use crate::publish::{ByThread, Evidence, HandOff, Written};
use crate::scope::Device;

/// Item cells, one turn counter per cell, and the consumers' claim counter,
/// all zeroed before the launch; `Rel` records how items are published.
pub struct Queue<T, Rel> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<(T, Rel)>,
}

/// Proof that the consumers of a slot's previous lap are done with it; it
/// carries the slot, so the producer writes the slot it has room in.
pub struct Room {
    pub(crate) _on_device: OnDevice,
}

/// The one producer of a [`Queue`]: thread 0 of block 0. Only it waits for
/// room, writes items and publishes them, so the ring has a single producer
/// whatever the kernel's branches say (lesson "Atomics, Fences, and Memory
/// Scopes": "the producer is the only writer").
pub struct Producer<T, Rel> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<(T, Rel)>,
}

/// Never implemented: the producer's operations belong to [`Producer`].
#[diagnostic::on_unimplemented(
    message = "a single-producer queue is produced into by its producer only",
    label = "every thread that runs this line would produce: two producers race for the same slot",
    note = "rule (lesson \"Atomics, Fences, and Memory Scopes\"): \"a single-producer ring with a monotonically increasing index ... avoids a compare-exchange loop entirely, because the producer is the only writer\"",
    note = "fix: `if let Some(producer) = queue.producer() {{ let room = producer.wait_for_room(slot, lap); ... }}`"
)]
pub trait OnlyTheProducer {}

impl<T: Copy, Rel> Queue<T, Rel> {
    /// The producer, in thread 0 of block 0 and no other thread: open it with
    /// `if let Some(producer) = queue.producer()`.
    pub fn producer(&self) -> Maybe<Producer<T, Rel>> {
        match self.on_device {}
    }

    /// Not the consumers' to call: the producer waits for room
    /// (`if let Some(producer) = queue.producer()`). The macro passes `flow`.
    pub fn wait_for_room<Fl>(&self, flow: &Fl, slot: impl CellIndex, lap: u32) -> Room
    where
        Self: OnlyTheProducer,
    {
        let _ = (flow, slot, lap);
        match self.on_device {}
    }

    /// Not the consumers' to call: the producer writes items.
    pub fn write(&self, room: Room, value: T) -> Written<Device, ByThread, Slot<Self>>
    where
        Self: OnlyTheProducer,
    {
        let _ = (room, value);
        match self.on_device {}
    }

    /// A consumer's next item number: a relaxed device-scope `fetch_add`, unique
    /// to this thread, and no loop.
    pub fn claim(&self) -> u32 {
        match self.on_device {}
    }

    /// The number of slots: the shorter of `items` and `turns`.
    pub fn capacity(&self) -> u32 {
        match self.on_device {}
    }

    /// A consumer waits until the item of lap `lap` is in slot `slot`, loading
    /// the turn with `order`. The macro passes `flow`.
    pub fn wait_for_item<O: Order, Fl: CoResidentGrid>(
        &self,
        flow: &Fl,
        slot: impl CellIndex,
        lap: u32,
        order: O,
    ) -> Message<Rel, O::Acquires, Self> {
        let _ = (flow, slot, lap, order);
        match self.on_device {}
    }

    /// The item in the slot `message` saw published, which it proves was
    /// released and acquired.
    pub fn read<Acq>(&self, message: &Message<Rel, Acq, Self>) -> T
    where
        Message<Rel, Acq, Self>: HandOff,
    {
        let _ = message;
        match self.on_device {}
    }

    /// The consumer hands the slot `message` saw back for the next lap (a
    /// release store: its read is done before the producer's next write).
    pub fn free<Acq>(&self, lap: u32, message: Message<Rel, Acq, Self>) {
        let _ = (lap, message);
        match self.on_device {}
    }
}

/// Only thread 0 of block 0 is inside `if let Some(producer) = ...`.
impl<T, Rel> Condition for Maybe<Producer<T, Rel>> {
    type Inside<F: Nest> = Divergent;
    fn holds(&self) -> bool {
        self.holds_proof()
    }
}

impl<T: Copy, Rel> Producer<T, Rel> {
    /// The producer waits (acquire) until slot `slot` is free for lap `lap`.
    /// The macro passes `flow`.
    pub fn wait_for_room<Fl: CoResidentGrid>(
        &self,
        flow: &Fl,
        slot: impl CellIndex,
        lap: u32,
    ) -> Room {
        let _ = (flow, slot, lap);
        match self.on_device {}
    }

    /// The producer's store of the item in the slot `room` proves free.
    pub fn write(&self, room: Room, value: T) -> Written<Device, ByThread, Slot<Queue<T, Rel>>> {
        let _ = (room, value);
        match self.on_device {}
    }

    /// The producer hands the slot `evidence` stored to the consumers of lap
    /// `lap`, storing its turn with `order`; the item is released if `order`
    /// releases or a fence came before.
    pub fn publish<O: Order, E>(&self, lap: u32, order: O, evidence: E)
    where
        E: Evidence<ReleasedBy<O> = Rel>,
        E::Stored: SlotOf<Queue<T, Rel>>,
        E::Writer: SignalledByWriter,
    {
        let _ = (lap, order, evidence);
        match self.on_device {}
    }
}
