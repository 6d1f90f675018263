// cuda_sync/publish.cuh: the evidence that a store was released and acquired.
// Mirrors cuda-sync/src/publish.rs. The rules live in the Rust types; these
// are the same names with the same shapes, empty where the Rust type is.
#pragma once
#include <cuda/std/type_traits>
#include "fence.cuh"
#include "maybe.cuh"
#include "order.cuh"

namespace cuda_sync {

// Thread 0 of a block, which does the block's once-only work (block.cuh: Leader).
__device__ inline bool is_leader() { return threadIdx.x == 0u; }

// A Written<R> that a release fence of a scope covering R has ordered.
template <class R> struct Fenced {};

// A plain store of reach R that other threads will read, not yet released.
// `mine`: this thread did the store (for the leader's stores, only thread 0),
// so this thread's fence is the one that orders it.
template <class R> struct Written {
    bool mine;

    template <class S>
    __device__ Fenced<R> release_fence() const {
        static_assert(Covers<S, R>, "a fence's scope must cover the memory's reach");
        if (mine) fence<S>(Release);
        return {};
    }
};

// Type-level variants of a ticket: did its atomic release the writes it was
// handed, and has the holder acquired everybody else's?
struct Released {};
struct NotReleased {};
struct Acquired {};
struct NotAcquired {};

namespace detail {
template <class Evidence, class O> struct released_by;
template <class R, class O> struct released_by<Written<R>, O> {
    using type = cuda::std::conditional_t<O::release, Released, NotReleased>;
};
template <class R, class O> struct released_by<Fenced<R>, O> { using type = Released; };
template <class O> struct acquired_by {
    using type = cuda::std::conditional_t<O::acquire, Acquired, NotAcquired>;
};
}  // namespace detail

// The counter value the leader drew, valid in the leader thread only.
template <class Rel, class Acq> struct Ticket {
    unsigned value;

    template <class S>
    __device__ Ticket<Rel, Acquired> acquire_fence() const {
        static_assert(Covers<S, Device>, "a fence's scope must cover the memory's reach");
        if (is_leader()) fence<S>(Acquire);
        return {value};
    }
};
// Proof that this block drew the last ticket of the grid.
template <class Rel, class Acq> struct LastArrival {};

// The ticket after a broadcast: the same in every thread of the block.
template <class Rel, class Acq> struct Arrival {
    unsigned value;
    __device__ Maybe<LastArrival<Rel, Acq>> last() const {
        return {value == gridDim.x - 1u, LastArrival<Rel, Acq>{}};
    }
};

}  // namespace cuda_sync
