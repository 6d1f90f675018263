// cuda_sync/message.cuh: a payload, and a flag that says it is there.
// Mirrors cuda-sync/src/kernel/message.rs; the release/acquire rules are checked there.
#pragma once
#include "fence.cuh"
#include "memory.cuh"
#include "publish.cuh"

namespace cuda_sync {

// A channel's store, carried by its evidence: the slot, the flags of the
// channel that made it, the value, and the release fence the evidence went
// through. The store is made when the flag is set (`signal`): payload, fence,
// flag, in that order. So a second write after the fence and before the signal
// stores nothing the old evidence could stand for (rule P2). `C` is the
// channel kind.
template <class C> struct Slot {
    unsigned long long index;
    const void *source;
    typename C::Value value;
    // 0: no fence yet; else the fence's scope (1 block, 2 device, 3 system).
    int fence;

    __device__ void fence_now() const {
        if (fence == 1) ::cuda_sync::fence<Block>(Release);
        if (fence == 2) ::cuda_sync::fence<Device>(Release);
        if (fence == 3) ::cuda_sync::fence<System>(Release);
    }
};

namespace detail {
template <class S> constexpr int fence_code = 0;
template <> constexpr int fence_code<Block> = 1;
template <> constexpr int fence_code<Device> = 2;
template <> constexpr int fence_code<System> = 3;
}  // namespace detail

// A channel store's evidence: its release fence is recorded, and made by the
// signal, after the store.
template <class R, class W, class C> struct Written<R, W, Slot<C>> {
    using Stored = Slot<C>;
    bool mine;
    Slot<C> stored;

    template <class S>
    __device__ Fenced<R, W, Slot<C>> release_fence() const {
        static_assert(Covers<S, R>, "a fence's scope must cover the memory's reach");
        Slot<C> fenced = stored;
        fenced.fence = detail::fence_code<S>;
        return {fenced};
    }
};

namespace detail {
// A flag this thread saw set, with its slot.
struct Message {
    unsigned long long slot;
    // A queue item's lap (0 for a channel's flag).
    unsigned lap;
    // The flags (or turns) of the channel (or queue) whose flag it saw.
    const void *source;

    template <class S>
    __device__ Message acquire_fence() const {
        fence<S>(Acquire);
        return *this;
    }
};
}  // namespace detail

// `Message<Rel, Acq, C>`: how the flag was set and read, and whose it is, are
// checked in Rust and have no run-time part.
template <class Rel = void, class Acq = void, class C = void>
using Message = detail::Message;

namespace detail {
template <class T>
struct Channel {
    using Value = T;
    Global<T> payload;
    Global<unsigned> flags;
    // The looks at a flag this thread's bounded waits have left (ThisBlock's).
    unsigned long long *looks_left;

    // The store is made by the signal (see Slot).
    __device__ Written<Device, ByThread, Slot<Channel>> write(unsigned long long slot, T value) const {
        return {true, {slot, flags.raw.cells, value, 0}};
    }

    template <class O, class E>
    __device__ void signal(O order, E evidence) const {
        same_source(evidence.stored.source, flags.raw.cells);
        const auto flag = flags.template atomic<Device>(evidence.stored.index);
        // Set before only by this thread's own signal: coherence shows it.
        checked(flag.load(Relaxed), 1u, Check::Rewritten);
        payload.cell_ref(evidence.stored.index) = evidence.stored.value;
        evidence.stored.fence_now();
        flag.store(1u, order);
    }

    // Up to `bound` looks at the flag, a short sleep between them, each
    // drawn from the thread's wait budget: past it, the kernel stops.
    template <class O>
    __device__ Maybe<::cuda_sync::Message<>> wait(unsigned long long slot, O order, unsigned bound) const {
        const auto flag = flags.template atomic<Device>(slot);
        for (unsigned look = 0u; look < bound; ++look) {
            if (*looks_left == 0ull) detail::fail_with(Check::Wait, detail::index_left_out, 0u, wait_budget);
            --*looks_left;
            if (flag.load(order) != 0u) return {true, {slot, 0u, flags.raw.cells}};
            __nanosleep(64);
        }
        return {false, {slot, 0u, flags.raw.cells}};
    }

    template <class O>
    __device__ ::cuda_sync::Message<> wait_forever(unsigned long long slot, O order) const {
        const auto flag = flags.template atomic<Device>(slot);
        while (flag.load(order) == 0u) __nanosleep(64);
        return {slot, 0u, flags.raw.cells};
    }

    __device__ T read(const ::cuda_sync::Message<> &message) const {
        same_source(message.source, flags.raw.cells);
        return payload.cell_ref(message.slot);
    }
};
}  // namespace detail

// `Channel<T, Rel>`: `Rel` is checked in Rust and has no run-time part.
template <class T, class Rel = void>
using Channel = detail::Channel<T>;

}  // namespace cuda_sync
