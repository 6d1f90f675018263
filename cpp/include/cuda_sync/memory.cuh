// cuda_sync/memory.cuh: memory and its reach (who can touch it).
// Mirrors cuda-sync/src/memory.rs.
#pragma once
#include "abi.h"
#include "atomic.cuh"
#include "publish.cuh"
#include "scope.cuh"
#include "vector.cuh"

namespace cuda_sync {

// Read-only input (`&[T]` in Rust): loads go through the read-only data cache.
// Passed like the bare pointer it holds; it is always a whole allocation, so
// aligned to 256 bytes.
template <class T>
struct Input {
    const T *__restrict__ cells;

    __device__ T operator[](unsigned long long index) const { return __ldg(cells + index); }

    // Elements 4*quad .. 4*quad+3 in one 16-byte load.
    __device__ F32x4 load4(unsigned long long quad) const {
        static_assert(sizeof(T) == 4, "load4 reads four 4-byte elements");
        const float4 v = __ldg(reinterpret_cast<const float4 *>(cells) + quad);
        return {v.x, v.y, v.z, v.w};
    }
};

// Global memory passed to a kernel: every block of the grid reaches it.
template <class T>
struct Global {
    using Reach = Device;
    cuda_sync_global raw;

    __device__ T *cells() const { return static_cast<T *>(raw.cells); }

    template <class S>
    __device__ Atomic<T, S> atomic(unsigned long long index) const {
        static_assert(Covers<S, Reach>, "an atomic's scope must cover the memory's reach");
        return Atomic<T, S>(cells()[index]);
    }

    // This thread's plain store of a cell others will read once it is released.
    __device__ Written<Device, ByThread, Global<T>> write(unsigned long long index, T value) const {
        cells()[index] = value;
        return {true, *this};
    }

    // Cell 0 as the counter of a last-arrival hand-off.
    template <class S>
    __device__ Counter<S> counter() const {
        static_assert(Covers<S, Reach>, "an atomic's scope must cover the memory's reach");
        return {raw};
    }
};

// Shared memory of one block: only that block's threads reach it.
template <class T, unsigned long long N>
struct Shared {
    using Reach = Block;
    using Storage = T[N];
    T *storage;

    template <class S>
    __device__ Atomic<T, S> atomic(unsigned long long index) const {
        static_assert(Covers<S, Reach>, "an atomic's scope must cover the memory's reach");
        return Atomic<T, S>(storage[index]);
    }
};

}  // namespace cuda_sync
