// cuda_sync/host.cuh: host memory the kernel writes while the host reads it.
// Mirrors cuda-sync/src/kernel/host.rs; the release rules are checked there.
#pragma once
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
    __device__ T &cell(unsigned long long index) const { return static_cast<T *>(raw.cells)[checked(index, raw.len)]; }
};

template <class T>
struct HostChannel {
    Mapped<T> payload;
    Mapped<unsigned> flags;

    __device__ Written<System, ByThread, Slot<HostChannel>> write(unsigned long long slot, T value) const {
        payload.cell(slot) = value;
        return {true, {slot, flags.raw.cells}};
    }

    template <class O, class E>
    __device__ void signal(unsigned value, O order, E evidence) const {
        same_source(evidence.stored.source, flags.raw.cells);
        cuda::atomic_ref<unsigned, cuda::thread_scope_system>(flags.cell(evidence.stored.index)).store(value, O::value);
    }
};

}  // namespace cuda_sync
