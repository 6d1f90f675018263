// cuda_sync/message.cuh: a payload, and a flag that says it is there.
// Mirrors cuda-sync/src/message.rs; the release/acquire rules are checked there.
#pragma once
#include "fence.cuh"
#include "memory.cuh"
#include "publish.cuh"

namespace cuda_sync {

// A flag this thread saw set.
template <class Rel, class Acq> struct Message {
    template <class S>
    __device__ Message<Rel, Acquired> acquire_fence() const {
        fence<S>(Acquire);
        return {};
    }
};

namespace detail {
template <class T>
struct Channel {
    Global<T> payload;
    Global<unsigned> flags;

    __device__ Written<Device> write(unsigned long long slot, T value) const { return payload.write(slot, value); }

    template <class O, class E>
    __device__ void signal(unsigned long long slot, O order, E) const {
        flags.template atomic<Device>(slot).store(1u, order);
    }

    // Up to `bound` looks at the flag, a short sleep between them.
    template <class O>
    __device__ Maybe<Message<void, void>> wait(unsigned long long slot, O order, unsigned bound) const {
        const auto flag = flags.template atomic<Device>(slot);
        for (unsigned look = 0u; look < bound; ++look) {
            if (flag.load(order) != 0u) return {true, {}};
            __nanosleep(64);
        }
        return {false, {}};
    }

    template <class O>
    __device__ Message<void, void> wait_forever(unsigned long long slot, O order) const {
        const auto flag = flags.template atomic<Device>(slot);
        while (flag.load(order) == 0u) __nanosleep(64);
        return {};
    }

    template <class Proof>
    __device__ T read(unsigned long long slot, const Proof &message) const { return payload.read(slot, message); }
};
}  // namespace detail

// `Channel<T, Rel>`: `Rel` is checked in Rust and has no run-time part.
template <class T, class Rel = void>
using Channel = detail::Channel<T>;

}  // namespace cuda_sync
