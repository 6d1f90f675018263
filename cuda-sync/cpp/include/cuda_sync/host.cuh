// cuda_sync/host.cuh: host memory the kernel writes while the host reads it.
// Mirrors cuda-sync/src/kernel/host.rs; the release rules are checked there.
#pragma once
#include "rank.cuh"
#include <cuda/atomic>
#include "abi.h"
#include "bounds.cuh"
#include "message.cuh"
#include "publish.cuh"

namespace cuda_sync {

// Page-locked host memory mapped into the device (reach System).
template <class T>
struct Mapped {
    using Reach = System;
    cuda_sync_global raw;
    // Cell `index`, once it is checked.
    __device__ T &cell_ref(unsigned long long index) const { return static_cast<T *>(raw.cells)[checked(index, raw.len)]; }
};

template <class T> struct HostProducer;

template <class T>
struct HostChannel {
    using Value = T;
    Mapped<T> payload;
    Mapped<unsigned> flags;

    // Thread 0 of block 0, and no other thread.
    __device__ Maybe<HostProducer<T>> producer() const {
        return {rank::block() == 0u && rank::thread() == 0u, HostProducer<T>{*this}};
    }
};

// The host channel's one writer: thread 0 of block 0.
template <class T>
struct HostProducer {
    HostChannel<T> channel;

    __device__ cuda::atomic_ref<unsigned, cuda::thread_scope_system> flag(unsigned long long slot) const {
        return cuda::atomic_ref<unsigned, cuda::thread_scope_system>(channel.flags.cell_ref(slot));
    }

    // The store is made by the signal (see Slot).
    __device__ Written<System, ByThread, Slot<HostChannel<T>>> write(unsigned long long slot, T value) const {
        return {true, {slot, channel.flags.raw.cells, value, 0}};
    }

    template <class O, class E>
    __device__ void signal(unsigned value, O order, E evidence) const {
        same_source(evidence.stored.source, channel.flags.raw.cells);
        const auto slot_flag = flag(evidence.stored.index);
        // A slot already signalled may be in the host's hands.
        checked(slot_flag.load(cuda::memory_order_relaxed), 1u, Check::Rewritten);
        channel.payload.cell_ref(evidence.stored.index) = evidence.stored.value;
        evidence.stored.fence_now();
        slot_flag.store(value, O::value);
    }
};

}  // namespace cuda_sync
