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
use crate::uniform::Number;

/// An atomic view of one cell at scope `S`.
pub struct Atomic<T, S: Scope> {
    pub(crate) on_device: OnDevice,
    cell: PhantomData<(T, S)>,
}

impl<T: Number, S: Scope> Atomic<T, S> {
    /// `atomic_ref::fetch_add`: adds `value`, returns the old value. Atomic at
    /// scope `S`; orders other memory only as `order` says (day 27: a relaxed
    /// `atomicAdd` "promises only atomicity").
    pub fn fetch_add<O: Order>(&self, value: T, order: O) -> T {
        let _ = (value, order);
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
