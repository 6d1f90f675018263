// cuda_sync/queue.cuh: a single-producer ring queue between blocks.
// Mirrors cuda-sync/src/queue.rs; the release/acquire rules are checked there.
// Slot s on lap l: turn 2l means free for the producer, 2l + 1 means holding
// the item for the consumers.
#pragma once
#include "memory.cuh"
#include "message.cuh"

namespace cuda_sync {

struct Room {};

namespace detail {
template <class T>
struct Queue {
    Global<T> items;
    Global<unsigned> turns;
    Global<unsigned> tail;

    __device__ unsigned claim() const { return tail.template atomic<Device>(0ull).fetch_add(1u, Relaxed); }

    // Every slot needs an item cell and a turn: the shorter of the two.
    __device__ unsigned capacity() const {
        const unsigned long long n = items.raw.len < turns.raw.len ? items.raw.len : turns.raw.len;
        return static_cast<unsigned>(n);
    }

    __device__ Room wait_for_room(unsigned long long slot, unsigned lap) const {
        const auto turn = turns.template atomic<Device>(slot);
        while (turn.load(Acquire) != 2u * lap) __nanosleep(64);
        return {};
    }

    __device__ Written<Device> write(Room, unsigned long long slot, T value) const { return items.write(slot, value); }

    template <class O, class E>
    __device__ void publish(unsigned long long slot, unsigned lap, O order, E) const {
        turns.template atomic<Device>(slot).store(2u * lap + 1u, order);
    }

    template <class O>
    __device__ Message<void, void> wait_for_item(unsigned long long slot, unsigned lap, O order) const {
        const auto turn = turns.template atomic<Device>(slot);
        while (turn.load(order) != 2u * lap + 1u) __nanosleep(64);
        return {};
    }

    template <class Proof>
    __device__ T read(unsigned long long slot, const Proof &message) const { return items.read(slot, message); }

    template <class Proof>
    __device__ void free(unsigned long long slot, unsigned lap, Proof) const {
        turns.template atomic<Device>(slot).store(2u * lap + 2u, Release);
    }
};
}  // namespace detail

// `Queue<T, Rel>`: `Rel` is checked in Rust and has no run-time part.
template <class T, class Rel = void>
using Queue = detail::Queue<T>;

}  // namespace cuda_sync
