//! The operations of one warp's lanes together: shuffles, votes and
//! reductions, methods of [`ThisBlock`].
//!
//! Each is one instruction over the warp's lanes with a mask that names them
//! all, so all of them must be there: the flow must be converged at warp level
//! (an `if` on a multiple of 32 of `thread_index()` keeps whole warps) and no
//! thread of the warp may have returned (rule U2; day 14: "warp-synchronous"
//! code without `__syncwarp` is the bug). A lane outside the warp is never
//! read: an index shuffle to one stops the kernel (`Check::Lane`), the others
//! keep the thread's own value. The macro passes `flow`. Mirrors
//! `cpp/include/cuda_sync/warp.cuh`.

use crate::block::ThisBlock;
use crate::flow::{AllPresent, WarpConverged};
use crate::uniform::Number;

/// The integers the warp reduction instructions take (`__reduce_*_sync`).
pub trait WarpReduce: Number {}
impl WarpReduce for u32 {}
impl WarpReduce for i32 {}

impl ThisBlock {
    /// The value lane `lane` holds (`__shfl_sync`).
    pub fn shuffle<T: Number, Fl: WarpConverged + AllPresent>(
        &self,
        flow: &Fl,
        value: T,
        lane: impl Into<u32>,
    ) -> T {
        let _ = (flow, value, lane.into());
        match self.on_device {}
    }

    /// The value lane `lane_index() ^ mask` holds (`__shfl_xor_sync`), the
    /// butterfly of warp reductions.
    pub fn shuffle_xor<T: Number, Fl: WarpConverged + AllPresent>(
        &self,
        flow: &Fl,
        value: T,
        mask: impl Into<u32>,
    ) -> T {
        let _ = (flow, value, mask.into());
        match self.on_device {}
    }

    /// The value lane `lane_index() + delta` holds (`__shfl_down_sync`).
    pub fn shuffle_down<T: Number, Fl: WarpConverged + AllPresent>(
        &self,
        flow: &Fl,
        value: T,
        delta: impl Into<u32>,
    ) -> T {
        let _ = (flow, value, delta.into());
        match self.on_device {}
    }

    /// The value lane `lane_index() - delta` holds (`__shfl_up_sync`).
    pub fn shuffle_up<T: Number, Fl: WarpConverged + AllPresent>(
        &self,
        flow: &Fl,
        value: T,
        delta: impl Into<u32>,
    ) -> T {
        let _ = (flow, value, delta.into());
        match self.on_device {}
    }

    /// Bit `k` set where lane `k`'s `predicate` holds (`__ballot_sync`).
    pub fn ballot<Fl: WarpConverged + AllPresent>(&self, flow: &Fl, predicate: bool) -> u32 {
        let _ = (flow, predicate);
        match self.on_device {}
    }

    /// Whether `predicate` holds in any lane (`__any_sync`).
    pub fn any<Fl: WarpConverged + AllPresent>(&self, flow: &Fl, predicate: bool) -> bool {
        let _ = (flow, predicate);
        match self.on_device {}
    }

    /// Whether `predicate` holds in every lane (`__all_sync`).
    pub fn all<Fl: WarpConverged + AllPresent>(&self, flow: &Fl, predicate: bool) -> bool {
        let _ = (flow, predicate);
        match self.on_device {}
    }

    /// Bit `k` set where lane `k` holds the same bits of `value`
    /// (`__match_any_sync`): of floats, `0.0` and `-0.0` differ there and a
    /// NaN matches its own bits, where `==` says otherwise.
    pub fn match_any<T: Number, Fl: WarpConverged + AllPresent>(&self, flow: &Fl, value: T) -> u32 {
        let _ = (flow, value);
        match self.on_device {}
    }

    /// The smallest `value` over the warp, in every lane (`__reduce_min_sync`).
    pub fn warp_min<T: WarpReduce, Fl: WarpConverged + AllPresent>(
        &self,
        flow: &Fl,
        value: T,
    ) -> T {
        let _ = (flow, value);
        match self.on_device {}
    }

    /// The largest `value` over the warp, in every lane (`__reduce_max_sync`).
    pub fn warp_max<T: WarpReduce, Fl: WarpConverged + AllPresent>(
        &self,
        flow: &Fl,
        value: T,
    ) -> T {
        let _ = (flow, value);
        match self.on_device {}
    }
}
