// cuda_sync/message.cuh: a payload, and a flag that says it is there.
// Mirrors cuda-sync/src/kernel/message.rs; the release/acquire rules are checked there.
#pragma once
#include "fence.cuh"
#include "memory.cuh"
#include "publish.cuh"

namespace cuda_sync {

// The cell a store went to, carried by its evidence, and the flags of the
// channel that stored it. `C` is the channel kind.
template <class C> struct Slot {
    unsigned long long index;
    const void *source;
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
    Global<T> payload;
    Global<unsigned> flags;

    __device__ Written<Device, ByThread, Slot<Channel>> write(unsigned long long slot, T value) const {
        // Its signal is this thread's own earlier store: coherence shows it.
        checked(flags.template atomic<Device>(slot).load(Relaxed), 1u, Check::Rewritten);
        payload.cell(slot) = value;
        return {true, {slot, flags.raw.cells}};
    }

    template <class O, class E>
    __device__ void signal(O order, E evidence) const {
        same_source(evidence.stored.source, flags.raw.cells);
        flags.template atomic<Device>(evidence.stored.index).store(1u, order);
    }

    // Up to `bound` looks at the flag, a short sleep between them.
    template <class O>
    __device__ Maybe<::cuda_sync::Message<>> wait(unsigned long long slot, O order, unsigned bound) const {
        const auto flag = flags.template atomic<Device>(slot);
        for (unsigned look = 0u; look < bound; ++look) {
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
        return payload.cell(message.slot);
    }
};
}  // namespace detail

// `Channel<T, Rel>`: `Rel` is checked in Rust and has no run-time part.
template <class T, class Rel = void>
using Channel = detail::Channel<T>;

}  // namespace cuda_sync
