//! Atomics with their scope in their type.
//!
//! `Atomic<T, S>` is `cuda::atomic_ref<T, thread_scope of S>`. Memory hands one
//! out only where `S` covers the memory's reach ([`Covers`](crate::Covers)), and
//! every operation names its [`Order`]. Mirrors `cpp/include/cuda_sync/atomic.cuh`.

use core::marker::PhantomData;

use crate::flow::FlowState;
use crate::on_device::OnDevice;
use crate::order::{LoadOrder, Order, StoreOrder};
use crate::scope::Scope;
use crate::uniform::{Integer, Number};

/// An atomic view of one cell at scope `S`.
pub struct Atomic<T, S: Scope> {
    pub(crate) on_device: OnDevice,
    cell: PhantomData<(T, S)>,
}

impl<T: Number, S: Scope> Atomic<T, S> {
    /// `atomic_ref::fetch_add`: adds `value`, returns the old value. Atomic at
    /// scope `S`; orders other memory only as `order` says (day 27: a relaxed
    /// `atomicAdd` "promises only atomicity"). On a float it is Rust's `+`,
    /// subnormals kept: the hardware's `atom.add.f32` flushes them to zero,
    /// so a value below 2^-101 (2^-968 for an `f64`), zero or NaN adds in a
    /// compare-exchange loop, and a larger one, whose hardware add is Rust's,
    /// in one instruction (`docs/soundness.md`, rule E1).
    pub fn fetch_add<O: Order>(&self, value: T, order: O) -> T {
        let _ = (value, order);
        match self.on_device {}
    }

    /// `atomic_ref::fetch_sub`: subtracts `value`, returns the old value; on
    /// a float, Rust's `-`, as `fetch_add`.
    pub fn fetch_sub<O: Order>(&self, value: T, order: O) -> T {
        let _ = (value, order);
        match self.on_device {}
    }

    /// `atomic_ref::fetch_min`: stores `value` where it is less than the
    /// cell, returns the old value (on a float, a NaN is never less, so a
    /// NaN is never stored and a NaN cell stays).
    pub fn fetch_min<O: Order>(&self, value: T, order: O) -> T {
        let _ = (value, order);
        match self.on_device {}
    }

    /// `atomic_ref::fetch_max`: stores `value` where it is greater than the
    /// cell, returns the old value (on a float, as `fetch_min`, a NaN is
    /// never greater).
    pub fn fetch_max<O: Order>(&self, value: T, order: O) -> T {
        let _ = (value, order);
        match self.on_device {}
    }

    /// `atomic_ref::exchange`: stores `value`, returns the old value.
    pub fn exchange<O: Order>(&self, value: T, order: O) -> T {
        let _ = (value, order);
        match self.on_device {}
    }

    /// `atomic_ref::compare_exchange_strong`: stores `new` if the cell holds
    /// `current`'s bits, and returns what the cell held (as CUDA's
    /// `atomicCAS`: the exchange happened exactly when that has the bits of
    /// `current`). For floats the comparison is of bits, not `==`: `-0.0` is
    /// not `0.0` there, and a NaN is itself. `success` orders the exchange,
    /// `failure` the load when there is none.
    pub fn compare_exchange<O: Order, F: LoadOrder>(
        &self,
        current: T,
        new: T,
        success: O,
        failure: F,
    ) -> T {
        let _ = (current, new, success, failure);
        match self.on_device {}
    }

    /// `atomic_ref::load`.
    pub fn load<O: LoadOrder>(&self, order: O) -> T {
        let _ = order;
        match self.on_device {}
    }

    /// `atomic_ref::store`. The macro passes `flow` (to every `store`; a
    /// leader's store needs the kernel's top level, an atomic's nothing).
    pub fn store<O: StoreOrder>(&self, flow: &impl FlowState, value: T, order: O) {
        let _ = (flow, value, order);
        match self.on_device {}
    }
}

impl<T: Integer, S: Scope> Atomic<T, S> {
    /// `atomic_ref::fetch_and`: keeps the bits of both, returns the old value.
    pub fn fetch_and<O: Order>(&self, value: T, order: O) -> T {
        let _ = (value, order);
        match self.on_device {}
    }

    /// `atomic_ref::fetch_or`: sets the bits of `value`, returns the old value.
    pub fn fetch_or<O: Order>(&self, value: T, order: O) -> T {
        let _ = (value, order);
        match self.on_device {}
    }

    /// `atomic_ref::fetch_xor`: flips the bits of `value`, returns the old value.
    pub fn fetch_xor<O: Order>(&self, value: T, order: O) -> T {
        let _ = (value, order);
        match self.on_device {}
    }
}
