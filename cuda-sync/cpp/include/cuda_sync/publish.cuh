// cuda_sync/publish.cuh: the evidence that a store was released and acquired.
// Mirrors cuda-sync/src/kernel/publish.rs. The rules live in the Rust types; these
// are the same names with the same shapes, empty where the Rust type is.
#pragma once
#include "rank.cuh"
#include <cuda/std/type_traits>
#include "abi.h"
#include "bounds.cuh"
#include "atomic.cuh"
#include "fence.cuh"
#include "maybe.cuh"
#include "output.cuh"
#include "order.cuh"

namespace cuda_sync {

// Thread 0 of a block, which does the block's once-only work (block.cuh: Leader).
__device__ inline bool is_leader() { return rank::thread() == 0u; }

// Who stored: thread 0 for the block, every thread its own cell, or every
// thread and then a block barrier.
struct ByLeader {};
struct ByThread {};
struct ByBlock {};

// A Written<R, W, B> that a release fence of a scope covering R has ordered.
template <class R, class W, class B> struct Fenced {
    using Stored = B;
    B stored;
};

// A plain store of reach R that other threads will read, not yet released;
// `stored` is what it went into. `mine`: this thread's fence is the one that
// orders it (for the leader's stores, and the block's after a barrier, thread 0).
template <class R, class W, class B> struct Written {
    using Stored = B;
    bool mine;
    B stored;

    template <class S>
    __device__ Fenced<R, W, B> release_fence() const {
        static_assert(Covers<S, R>, "a fence's scope must cover the memory's reach");
        if (mine) fence<S>(Release);
        return {stored};
    }

    // This thread's own cell, read back (stores through `Global::write_own`):
    // only evidence of every thread's own store, as in the Rust.
    __device__ auto read_own() const {
        static_assert(cuda::std::is_same_v<W, ByThread>, "read_own: only a thread's own store is read back");
        return stored.cell_ref(rank::global());
    }

    // Every thread stored; after the barrier the leader's release covers them all.
    __device__ Written<R, ByBlock, B> sync_threads() const {
        __syncthreads();
        return {is_leader(), stored};
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
template <class R, class W, class B, class O> struct released_by<Written<R, W, B>, O> {
    using type = cuda::std::conditional_t<O::release, Released, NotReleased>;
};
template <class R, class W, class B, class O> struct released_by<Fenced<R, W, B>, O> {
    using type = Released;
};
template <class O> struct acquired_by {
    using type = cuda::std::conditional_t<O::acquire, Acquired, NotAcquired>;
};
}  // namespace detail

// The counter of a last-arrival hand-off: cell 0 of a global buffer, at scope S.
template <class S> struct Counter {
    cuda_sync_global raw;
    __device__ Atomic<unsigned, S> ticket_cell() const {
        return Atomic<unsigned, S>(static_cast<unsigned *>(raw.cells)[checked(0u, raw.len)]);
    }
};

// The counter value the leader drew, valid in the leader thread only, with
// what it published and the counter it came from.
template <class Rel, class Acq, class B, class S> struct Ticket {
    unsigned value;
    B stored;
    Counter<S> counter;

    template <class F>
    __device__ Ticket<Rel, Acquired, B, S> acquire_fence() const {
        static_assert(Covers<F, Device>, "a fence's scope must cover the memory's reach");
        static_assert(cuda::std::is_same_v<Acq, NotAcquired>, "acquire_fence: only a ticket taken without an acquire, as in the Rust");
        if (is_leader()) fence<F>(Acquire);
        return {value, stored, counter};
    }
};

// Proof that this block drew the last ticket of the grid: it reads what every
// block published.
template <class Rel, class Acq, class B, class S> struct LastArrival {
    B stored;
    Counter<S> counter;

    __device__ auto read(unsigned long long index) const { return stored.cell_ref(index); }

    // Cell 0 of the grid's result, in the leader of the last block only.
    __device__ Maybe<Own<>> leader_cell() const { return {is_leader(), Own<>{0ull}}; }
};

// The ticket after a broadcast: the same in every thread of the block.
template <class Rel, class Acq, class B, class S> struct Arrival {
    unsigned value;
    B stored;
    Counter<S> counter;

    __device__ Maybe<LastArrival<Rel, Acq, B, S>> last() const {
        return {value == rank::blocks() - 1u, LastArrival<Rel, Acq, B, S>{stored, counter}};
    }
};

}  // namespace cuda_sync
