//! What a wait or an arrival hands back: a proof, or nothing.
//!
//! `arrival.last()` and `channel.wait(..)` may or may not produce their proof.
//! A kernel looks inside with `if let Some(proof) = ...`, and only there: the
//! branch is the proof's scope, so code outside it cannot use what it grants.
//! [`Maybe`]'s `unwrap`, `expect` and `is_some` do not compile: a proof taken out of a
//! `Maybe` without the branch would grant access to memory nobody published.
//! Mirrors `cpp/include/cuda_sync/maybe.cuh`.

use crate::flow::{Condition, Nest};
use crate::on_device::OnDevice;

/// A proof `P`, or nothing: look inside with `if let Some(proof) = maybe`.
#[must_use = "a proof is used inside `if let Some(proof) = ...`"]
pub struct Maybe<P> {
    pub(crate) on_device: OnDevice,
    proof: core::marker::PhantomData<P>,
}

impl<P> Maybe<P> {
    /// As an `Option`, for the `if let` of the Rust item rustc checks.
    pub(crate) fn into_option(self) -> Option<P> {
        match self.on_device {}
    }

    /// Whether the proof is there, for the Rust item rustc checks.
    pub(crate) fn holds_proof(&self) -> bool {
        match self.on_device {}
    }

    /// Not in the kernel language: branch with `if let Some(proof) = ...`.
    pub fn is_some(&self) -> bool
    where
        Self: OpenedByBranch,
    {
        match self.on_device {}
    }

    /// Not in the kernel language: the proof is only valid inside `if let Some(proof) = ...`.
    pub fn unwrap(self) -> P
    where
        Self: OpenedByBranch,
    {
        match self.on_device {}
    }

    /// Not in the kernel language: the proof is only valid inside `if let Some(proof) = ...`.
    pub fn expect(self, message: &str) -> P
    where
        Self: OpenedByBranch,
    {
        let _ = message;
        match self.on_device {}
    }
}

/// Never implemented: a [`Maybe`] is opened by `if let Some(proof) = ...` only.
#[diagnostic::on_unimplemented(
    message = "a proof is taken out of `{Self}` without a branch",
    label = "the C++ kernel does not check here: in the threads where nothing arrived, this would be a proof of nothing",
    note = "rule (day 27): only the block that drew the last ticket, or the thread that saw the flag, may read what it grants",
    note = "fix: `if let Some(proof) = ... {{ /* use proof here */ }}`"
)]
pub trait OpenedByBranch {}

/// A proof a `Maybe` holds, and who is inside the branch that opens it.
pub trait Opened {
    /// The flow inside `if let Some(proof) = ...` when it was `F` outside.
    type Inside<F: Nest>;
}

impl<P: Opened> Condition for Maybe<P> {
    type Inside<F: Nest> = P::Inside<F>;
    fn holds(&self) -> bool {
        self.holds_proof()
    }
}
