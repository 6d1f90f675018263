// cuda_sync/atomic.cuh: an atomic view of one cell, with its scope in its type.
// Mirrors cuda-sync/src/kernel/atomic.rs.
#pragma once
#include <cuda/atomic>
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include "order.cuh"
#include "scope.cuh"

namespace cuda_sync {

// `Atomic<T, S>` is `cuda::atomic_ref<T, thread_scope of S>`; memory hands it out
// only where S covers the memory's reach (Global<T>::atomic, Shared<T, N>::atomic).
template <class T, class S>
class Atomic {
  public:
    __device__ explicit Atomic(T &cell) : ref_(cell) {}

    // A float's add is Rust's `+`: `atom.add.f32` flushes subnormal inputs
    // and results to zero, so a float adds in a compare-exchange loop, but
    // for a value of at least 2^(emin + digits + 1) (2^-101 for an `f32`),
    // where the hardware's add is Rust's: a subnormal cell is below half the
    // value's ulp (so the exact sum rounds to the value, as the flushed one
    // does), and its sum with any cell is 0 or normal (so nothing is
    // flushed). Zero, NaN and tiny values take the loop. A grid's float sum
    // keeps the hardware's speed.
    template <class O>
    __device__ T fetch_add(T value, O order) const {
        if constexpr (cuda::std::is_floating_point<T>::value) {
            if (!((value < T(0) ? -value : value) >= hardware_exact<T>())) return fetch_update([value](T old) { return old + value; }, order);
        }
        return ref_.fetch_add(value, O::value);
    }

    template <class O>
    __device__ T fetch_sub(T value, O order) const {
        if constexpr (cuda::std::is_floating_point<T>::value) {
            if (!((value < T(0) ? -value : value) >= hardware_exact<T>())) return fetch_update([value](T old) { return old - value; }, order);
        }
        return ref_.fetch_sub(value, O::value);
    }

    template <class O>
    __device__ T fetch_min(T value, O) const { return ref_.fetch_min(value, O::value); }

    template <class O>
    __device__ T fetch_max(T value, O) const { return ref_.fetch_max(value, O::value); }

    template <class O>
    __device__ T exchange(T value, O) const { return ref_.exchange(value, O::value); }

    template <class O, class F>
    __device__ T compare_exchange(T current, T desired, O, F) const {
        ref_.compare_exchange_strong(current, desired, O::value, F::value);
        return current;
    }

    template <class O>
    __device__ T fetch_and(T value, O) const { return ref_.fetch_and(value, O::value); }

    template <class O>
    __device__ T fetch_or(T value, O) const { return ref_.fetch_or(value, O::value); }

    template <class O>
    __device__ T fetch_xor(T value, O) const { return ref_.fetch_xor(value, O::value); }

    template <class O>
    __device__ T load(O) const { return ref_.load(O::value); }

    template <class O>
    __device__ void store(T value, O) const { ref_.store(value, O::value); }

  private:
    // The least magnitude whose hardware add is Rust's: 2^(emin + digits + 1).
    template <class F>
    __device__ static constexpr F hardware_exact() {
        return cuda::std::numeric_limits<F>::min() * F(1ull << (cuda::std::numeric_limits<F>::digits + 1));
    }

    // Stores `next(old)` where the cell still holds `old`'s bits, and tries
    // again from what it holds where it does not; the exchange that stores
    // is ordered by O, the loads are relaxed.
    template <class F, class O>
    __device__ T fetch_update(F next, O) const {
        T old = ref_.load(cuda::memory_order_relaxed);
        while (!ref_.compare_exchange_weak(old, next(old), O::value, cuda::memory_order_relaxed)) {
        }
        return old;
    }

    cuda::atomic_ref<T, detail::thread_scope<S>::value> ref_;
};

}  // namespace cuda_sync
