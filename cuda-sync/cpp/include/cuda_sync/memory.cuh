// cuda_sync/memory.cuh: memory and its reach (who can touch it).
// Mirrors cuda-sync/src/kernel/memory.rs.
#pragma once
#include <cuda/std/type_traits>
#include "rank.cuh"
#include "abi.h"
#include "bounds.cuh"
#include "atomic.cuh"
#include "output.cuh"
#include "publish.cuh"
#include "scope.cuh"
#include "vector.cuh"

namespace cuda_sync {

namespace detail {
// A load of memory no thread writes during the kernel: through the read-only
// data cache where CUDA has a load for the type (`__ldg` has none for `bool`;
// a vector loads as its 16 bytes).
template <class T>
__device__ T load_read_only(const T *at) {
    if constexpr (cuda::std::is_arithmetic_v<T> && !cuda::std::is_same_v<T, bool>) {
        return __ldg(at);
    } else if constexpr (sizeof(T) == 16 && alignof(T) == 16) {
        // A vector: one 16-byte read-only load of its bits.
        const uint4 bits = __ldg(reinterpret_cast<const uint4 *>(at));
        T value;
        memcpy(&value, &bits, sizeof(T));
        return value;
    } else {
        return *at;
    }
}
}  // namespace detail

// Read-only input (`&[T]` in Rust): loads go through the read-only data cache.
// A whole allocation or a cudarc view of one, so aligned to its element
// (vectors to 16 bytes); every index is checked.
template <class T>
struct Input {
    cuda_sync_global raw;

    __device__ const T *cells() const { return static_cast<const T *>(raw.cells); }

    __device__ T operator[](unsigned long long index) const {
        return detail::load_read_only(cells() + checked(index, raw.len));
    }
    __device__ T operator[](OwnBelow index) const { return detail::load_read_only(cells() + checked(index, raw.len)); }

    // `input.len()`: the elements the kernel declares (`#[len(..)]`), or the
    // buffer's, as Rust's `len` of the `&[T]` it stands for.
    __device__ unsigned long long len() const { return raw.len; }
    __device__ bool is_empty() const { return raw.len == 0u; }

    // Elements 4*quad .. 4*quad+3 in one 16-byte load, from an input that
    // starts on 16 bytes (a whole allocation does; a view may not).
    __device__ F32x4 load4(unsigned long long quad) const {
        static_assert(sizeof(T) == 4, "load4 reads four 4-byte elements");
        const auto address = reinterpret_cast<unsigned long long>(cells());
        if (address % 16u != 0u) detail::fail(Check::Align, address, 16u);
        const float4 v = __ldg(reinterpret_cast<const float4 *>(cells()) + checked(quad, raw.len / 4u));
        return {v.x, v.y, v.z, v.w};
    }
};

template <class T> struct Global;
template <class T, class S> struct TileStatuses;

// The cells of a Global<T> as atomics at scope S (a histogram's bins).
template <class T, class S>
struct Atomics {
    Global<T> memory;
    __device__ Atomic<T, S> at(unsigned long long index) const { return memory.template atomic<S>(index); }
};

// Global memory passed to a kernel: every block of the grid reaches it.
template <class T>
struct Global {
    using Reach = Device;
    cuda_sync_global raw;

    // Cell `index`, once it is checked.
    __device__ T &cell_ref(unsigned long long index) const { return static_cast<T *>(raw.cells)[checked(index, raw.len)]; }

    template <class S>
    __device__ Atomic<T, S> atomic(unsigned long long index) const {
        static_assert(Covers<S, Reach>, "an atomic's scope must cover the memory's reach");
        return Atomic<T, S>(cell_ref(index));
    }

    template <class S>
    __device__ Atomics<T, S> atomics() const {
        static_assert(Covers<S, Reach>, "an atomic's scope must cover the memory's reach");
        return {*this};
    }

    // This thread's plain store of its own cell, which others will read once it is released.
    __device__ Written<Device, ByThread, Global<T>> write_own(T value) const {
        cell_ref(rank::global()) = value;
        return {true, *this};
    }

    // Cell 0 as a claim counter: 64 bits, as in the Rust.
    template <class S>
    __device__ Claims<S> claims() const {
        static_assert(Covers<S, Reach>, "an atomic's scope must cover the memory's reach");
        static_assert(cuda::std::is_same_v<T, unsigned long long>, "claims: a claim counter is a 64-bit cell");
        return {raw};
    }

    // Every cell as a mark, set once: 32 bits, as in the Rust.
    template <class S>
    __device__ Marks<S> marks() const {
        static_assert(Covers<S, Reach>, "an atomic's scope must cover the memory's reach");
        static_assert(cuda::std::is_same_v<T, unsigned>, "marks: a mark is a 32-bit cell");
        return {raw};
    }

    // Cell 0 as the counter of a last-arrival hand-off.
    template <class S>
    __device__ Counter<S> counter() const {
        static_assert(Covers<S, Reach>, "an atomic's scope must cover the memory's reach");
        static_assert(cuda::std::is_same_v<T, unsigned>, "counter: a ticket counter is a 32-bit cell");
        return {raw};
    }

    // Every tile's status, of a scan of `T::Element`, after the tile order in
    // cell 0 (lookback.cuh).
    template <class S, class Status = T>
    __device__ TileStatuses<typename Status::Element, S> tile_statuses() const {
        static_assert(Covers<S, Reach>, "an atomic's scope must cover the memory's reach");
        return {raw};
    }
};

// Shared memory sized at launch: a kernel's tiles whose cell counts are const
// parameters, one after the other, each at its alignment (Rust:
// `__private::dynamic_shared_bytes`, whose total the launcher passes as the
// launch's dynamic shared memory).
extern __shared__ __align__(16) unsigned char cuda_sync_dynamic_shared[];

// The offset of storage `S` placed after `end` bytes of others.
template <class S>
__device__ constexpr unsigned long long dynamic_offset(unsigned long long end) {
    return (end + alignof(S) - 1u) / alignof(S) * alignof(S);
}

// Storage `S` at `offset` bytes into the dynamic shared memory.
template <class S>
__device__ S &dynamic_shared(unsigned long long offset) {
    return *reinterpret_cast<S *>(cuda_sync_dynamic_shared + offset);
}

// Shared memory of one block: only that block's threads reach it.
template <class T, unsigned long long N>
struct Shared {
    using Reach = Block;
    using Storage = T[N];
    T *storage;

    template <class S>
    __device__ Atomic<T, S> atomic(unsigned long long index) const {
        static_assert(Covers<S, Reach>, "an atomic's scope must cover the memory's reach");
        return Atomic<T, S>(storage[checked(index, N)]);
    }
};

}  // namespace cuda_sync
