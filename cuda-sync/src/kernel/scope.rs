//! Scopes: who is guaranteed to observe an atomic or a fence.
//!
//! Memory has a *reach* (the threads that can touch it) and every atomic or
//! fence has a *scope*. An atomic or fence at scope `S` on memory of reach `R`
//! exists only where `S: Covers<R>`: `atomicAdd_block` on a counter every block
//! touches is a type error, not an undercount (day 27, "You reached for
//! atomicAdd_block because it is cheaper"). Mirrors `cpp/include/cuda_sync/scope.cuh`.

mod sealed {
    pub trait Scope {}
}

/// Type-level enum of the three CUDA thread scopes.
pub trait Scope: sealed::Scope {
    /// The libcu++ spelling, for messages and the emitted C++.
    const LIBCU: &'static str;
}

/// Type-level variant: the threads of one block (`cuda::thread_scope_block`).
#[derive(Debug)]
pub enum Block {}
/// Type-level variant: every thread of the device (`cuda::thread_scope_device`).
#[derive(Debug)]
pub enum Device {}
/// Type-level variant: the device, the host and peer devices (`cuda::thread_scope_system`).
#[derive(Debug)]
pub enum System {}

impl sealed::Scope for Block {}
impl sealed::Scope for Device {}
impl sealed::Scope for System {}
impl Scope for Block {
    const LIBCU: &'static str = "cuda::thread_scope_block";
}
impl Scope for Device {
    const LIBCU: &'static str = "cuda::thread_scope_device";
}
impl Scope for System {
    const LIBCU: &'static str = "cuda::thread_scope_system";
}

/// `S: Covers<R>`: scope `S` includes every thread that memory of reach `R` reaches.
///
/// An atomic or fence outside this relation is a data race, "two potentially
/// concurrent conflicting actions, at least one of which is not atomic at a scope
/// that includes the thread that performed the other operation" (libcu++ memory
/// model, quoted by day 27).
#[diagnostic::on_unimplemented(
    message = "a `{Self}`-scope atomic or fence cannot order memory that reaches `{R}`",
    label = "`{Self}` scope does not cover memory of reach `{R}`",
    note = "rule (day 27): the scope is a promise about who sees the operation; a thread outside it (another block, for `Block`; the host or a peer GPU, for `Device`) may see it out of order, and two of them on one address race: the symptom is an undercount or a stale read, not a crash",
    note = "fix: use a scope that covers the memory: `Device` for global memory every block touches, `System` for memory the host or a peer reads; keep `Block` for shared memory"
)]
pub trait Covers<R: Scope>: Scope {}

impl Covers<Block> for Block {}
impl Covers<Block> for Device {}
impl Covers<Device> for Device {}
impl<R: Scope> Covers<R> for System {}
