// cuda_sync/queue.cuh: a single-producer ring queue between blocks.
// Mirrors cuda-sync/src/kernel/queue.rs; the release/acquire rules are checked there.
// Slot s on lap l: turn 2l means free for the producer, 2l + 1 means holding
// the item for the consumers.
#pragma once
#include "rank.cuh"
#include "memory.cuh"
#include "message.cuh"
#include "output.cuh"

namespace cuda_sync {

namespace detail {
template <class T> struct Producer;

// A consumer's claim on item `number`: unique to its thread.
struct Claim {
    unsigned long long number_;
    // The claim counter it came from.
    const void *source;
    __device__ Own<> number() const { return {number_}; }
};

template <class T>
struct Queue {
    Global<T> items;
    Global<unsigned> turns;
    Global<unsigned long long> tail;

    // Thread 0 of block 0, and no other thread.
    __device__ Maybe<Producer<T>> producer() const {
        return {rank::block() == 0u && rank::thread() == 0u, Producer<T>{*this}};
    }

    __device__ Claim claim() const {
        return {tail.template atomic<Device>(0ull).fetch_add(1ull, Relaxed), tail.raw.cells};
    }

    // Every slot needs an item cell and a turn: the shorter of the two.
    __device__ unsigned capacity() const {
        const unsigned long long n = items.raw.len < turns.raw.len ? items.raw.len : turns.raw.len;
        return static_cast<unsigned>(n);
    }

    // Item `number` lives in slot `number % capacity` on lap `number / capacity`.
    __device__ unsigned long long slot_of(unsigned long long number) const { return number % capacity(); }
    // A turn is 2 * lap (+ 1) in 32 bits: a lap past 2^31 - 1 would share its
    // turn with an earlier one, and let a consumer read a slot that lap owns.
    __device__ unsigned lap_of(unsigned long long number) const {
        return static_cast<unsigned>(checked(number / capacity(), 1ull << 31, Check::Lap));
    }

    template <class O>
    __device__ ::cuda_sync::Message<> wait_for_item(Claim claim, O order) const {
        same_source(claim.source, tail.raw.cells);
        const unsigned long long slot = slot_of(claim.number_);
        const unsigned lap = lap_of(claim.number_);
        const auto turn = turns.template atomic<Device>(slot);
        while (turn.load(order) != 2u * lap + 1u) __nanosleep(64);
        return {slot, lap, turns.raw.cells};
    }

    __device__ T read(const ::cuda_sync::Message<> &message) const {
        same_source(message.source, turns.raw.cells);
        return items.cell_ref(message.slot);
    }

    __device__ void free(::cuda_sync::Message<> message) const {
        same_source(message.source, turns.raw.cells);
        turns.template atomic<Device>(message.slot).store(2u * message.lap + 2u, Release);
    }
};

// The queue's one producer: thread 0 of block 0.
template <class T>
struct Producer {
    Queue<T> queue;

    // Waits (acquire) for the room of item `number`'s slot on its lap, writes
    // the item, and publishes it to the lap's consumers (release).
    __device__ void send(unsigned long long number, T item) const {
        const unsigned long long slot = queue.slot_of(number);
        const unsigned lap = queue.lap_of(number);
        const auto turn = queue.turns.template atomic<Device>(slot);
        while (turn.load(Acquire) != 2u * lap) __nanosleep(64);
        queue.items.cell_ref(slot) = item;
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
