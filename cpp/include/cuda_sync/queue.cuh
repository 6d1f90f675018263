// cuda_sync/queue.cuh: a single-producer ring queue between blocks.
// Mirrors cuda-sync/src/kernel/queue.rs; the release/acquire rules are checked there.
// Slot s on lap l: turn 2l means free for the producer, 2l + 1 means holding
// the item for the consumers.
#pragma once
#include "memory.cuh"
#include "message.cuh"
#include "output.cuh"

namespace cuda_sync {

namespace detail {
template <class T> struct Producer;

template <class T>
struct Queue {
    Global<T> items;
    Global<unsigned> turns;
    Global<unsigned> tail;

    // Thread 0 of block 0, and no other thread.
    __device__ Maybe<Producer<T>> producer() const {
        return {blockIdx.x == 0u && threadIdx.x == 0u, Producer<T>{*this}};
    }

    // The consumer's own cell of an output written by claim.
    __device__ Own<unsigned> claim() const { return {tail.template atomic<Device>(0ull).fetch_add(1u, Relaxed)}; }

    // Every slot needs an item cell and a turn: the shorter of the two.
    __device__ unsigned capacity() const {
        const unsigned long long n = items.raw.len < turns.raw.len ? items.raw.len : turns.raw.len;
        return static_cast<unsigned>(n);
    }

    template <class O>
    __device__ ::cuda_sync::Message<> wait_for_item(unsigned long long slot, unsigned lap, O order) const {
        const auto turn = turns.template atomic<Device>(slot);
        while (turn.load(order) != 2u * lap + 1u) __nanosleep(64);
        return {slot};
    }

    __device__ T read(const ::cuda_sync::Message<> &message) const { return items.cell(message.slot); }

    __device__ void free(unsigned lap, ::cuda_sync::Message<> message) const {
        turns.template atomic<Device>(message.slot).store(2u * lap + 2u, Release);
    }
};

// The queue's one producer: thread 0 of block 0.
template <class T>
struct Producer {
    Queue<T> queue;

    // Waits (acquire) for the slot's room on lap `lap`, writes the item, and
    // publishes it to the lap's consumers (release).
    __device__ void send(unsigned long long slot, unsigned lap, T item) const {
        const auto turn = queue.turns.template atomic<Device>(slot);
        while (turn.load(Acquire) != 2u * lap) __nanosleep(64);
        queue.items.cell(slot) = item;
        turn.store(2u * lap + 1u, Release);
    }
};
}  // namespace detail

// `Queue<T, Rel>`: `Rel` is checked in Rust and has no run-time part.
template <class T, class Rel = void>
using Queue = detail::Queue<T>;
template <class T, class Rel = void>
using Producer = detail::Producer<T>;

}  // namespace cuda_sync
