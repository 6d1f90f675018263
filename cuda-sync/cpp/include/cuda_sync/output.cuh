// cuda_sync/output.cuh: outputs, whose every cell has one writer, the thread
// that owns it. Mirrors cuda-sync/src/kernel/output.rs, where the views
// (ByThread, ByLeader, ByLast, ByClaim, ByMark) are checked; here an owned index is the
// integer it stands for.
#pragma once
#include <cuda/std/limits>
#include "abi.h"
#include "atomic.cuh"
#include "bounds.cuh"
#include "maybe.cuh"
#include "order.cuh"
#include "uniform.cuh"

namespace cuda_sync {

// An index of an output cell this thread owns.
template <class I = unsigned long long>
struct Own {
    I value;
    __device__ I get() const { return value; }
    __device__ operator I() const { return value; }
};

// A grid-stride loop's owned index, with the bound the loop keeps it below
// (only the loop makes one). Against a length of at least that bound it
// needs no comparison per index: where the length is the bound itself (a
// `#[len(n)]` argument in a loop below `n`), the check folds away, which
// the compiler does not always see through the loop alone.
struct OwnBelow : Own<> {
    unsigned long long bound;
    // Another owned index, assigned to a copy of the loop's (`let mut j = i;
    // j = ...`): its bound is unknown, so the largest, which every length
    // compares below (no buffer has 2^64 - 1 elements).
    __device__ OwnBelow &operator=(Own<> other) {
        value = other.value;
        bound = ~0ull;
        return *this;
    }
};

// An owned index in arithmetic is the integer it stands for, as in Rust
// (`Own`'s operators give a `u64`): `plain` (uniform.cuh) gives the number,
// so `i + 1` is computed in 64 bits, not in the `int` of the literal (red
// team, constructs round 3: `(i + 1) as u64` was `int` arithmetic, and
// `i >> 1` did not compile).
template <class I>
__device__ constexpr I plain(Own<I> index) { return index.value; }
__device__ constexpr unsigned long long plain(OwnBelow index) { return index.value; }
static_assert(cuda::std::is_same_v<plain_t<Own<>>, unsigned long long>, "an owned index is its number");
static_assert(cuda::std::is_same_v<plain_t<OwnBelow>, unsigned long long>, "an owned index is its number");

__device__ __forceinline__ unsigned long long checked(OwnBelow index, unsigned long long len) {
    return index.bound <= len ? index.value : checked(index.value, len);
}

// An output (`&mut [T]` or `Output<T, W>` in Rust): every index is checked.
template <class T>
struct Output {
    cuda_sync_global raw;

    __device__ T &operator[](unsigned long long index) const {
        return static_cast<T *>(raw.cells)[checked(index, raw.len)];
    }
    __device__ T &operator[](OwnBelow index) const { return static_cast<T *>(raw.cells)[checked(index, raw.len)]; }

    // `out.len()`: the cells the kernel declares (`#[len(..)]`).
    __device__ unsigned long long len() const { return raw.len; }
    __device__ bool is_empty() const { return raw.len == 0u; }
};

// A loop over `first`, `first + stride`, ... below `bound`, each as an `Item`:
// a grid-stride loop's owned indices, a block-stride loop's plain ones.
template <class I, class Item>
struct Strided {
    I first, stride, bound;
    struct Iterator {
        I at, stride, bound;
        // Read only where `!=` found `at` below the bound.
        __device__ Item operator*() const {
            if constexpr (cuda::std::is_same_v<Item, OwnBelow>) return OwnBelow{{at}, bound};
            else return Item{at};
        }
        // Past the largest index, the loop ends (where `at + stride` would
        // wrap to a small index below the bound and run forever).
        __device__ Iterator &operator++() {
            const I next = at + stride;
            at = next < at ? cuda::std::numeric_limits<I>::max() : next;
            return *this;
        }
        __device__ bool operator!=(const Iterator &end) const { return at < end.at; }
    };
    __device__ Iterator begin() const { return {first, stride, bound}; }
    __device__ Iterator end() const { return {bound, stride, bound}; }
};

// `for i in block.grid_stride(n)`: this thread's grid index, then one grid further each time, below `n`.
using GridStride = Strided<unsigned long long, OwnBelow>;

// A claim counter: cell 0 of a global buffer at scope S; each claim is a number no other thread draws.
template <class S>
struct Claims {
    cuda_sync_global raw;
    __device__ Own<> claim() const {
        using Cell = unsigned long long;
        return {Atomic<Cell, S>(static_cast<Cell *>(raw.cells)[checked(0u, raw.len)]).fetch_add(Cell{1}, Relaxed)};
    }
};

// Marks: the cells of a global buffer of `unsigned`, each set from 0 to 1 at
// most once in a launch (only `claim` stores one); the thread whose exchange
// sets mark `index` owns cell `index` of a ByMark output.
template <class S>
struct Marks {
    cuda_sync_global raw;
    template <class I>
    __device__ Maybe<Own<>> claim(I index) const {
        using Cell = unsigned;
        const unsigned long long at = checked(plain(index), raw.len);
        const Cell was = Atomic<Cell, S>(static_cast<Cell *>(raw.cells)[at]).compare_exchange(0u, 1u, Relaxed, Relaxed);
        return {was == 0u, Own<>{at}};
    }
};

}  // namespace cuda_sync
