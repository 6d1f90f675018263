// cuda_sync/warp.cuh: the operations of one warp's lanes together: shuffles,
// votes and reductions. Mirrors cuda-sync/src/kernel/warp.rs. Rust lets them
// stand only where the whole warp is converged and present; here they use the
// mask of the lanes the warp has (fewer than 32 in a partial last warp), and
// a lane outside it is never read: an index shuffle to one stops the kernel
// (`Check::Lane`), the others keep the thread's own value.
#pragma once
#include "rank.cuh"
#include "bounds.cuh"
#include "vector.cuh"

namespace cuda_sync {

namespace detail {
// The lanes this thread's warp has: 32, or fewer in a partial last warp.
__device__ inline unsigned warp_width() {
    // Compiled for blocks of a multiple of 32 threads only (`Shape::block`).
    if constexpr (rank::whole_warps) return 32u;
    const unsigned first = rank::thread() & ~31u;
    return rank::threads() - first >= 32u ? 32u : rank::threads() - first;
}

// The mask of the lanes this thread's warp has.
__device__ inline unsigned warp_mask() {
    const unsigned width = warp_width();
    return width >= 32u ? 0xffffffffu : ((1u << width) - 1u);
}

// `combine` over the first `width` lanes of a warp, into lane 0; lanes at or
// past `width` do not exist.
template <class T, class Combine>
__device__ T warp_fold(T value, unsigned width, Combine combine) {
    if (width >= 32u) {
        // A whole warp (the same branch in all its lanes): every lane exists.
        for (unsigned offset = 16u; offset > 0u; offset /= 2u)
            value = combine(value, __shfl_down_sync(0xffffffffu, value, offset));
        return value;
    }
    const unsigned mask = (1u << width) - 1u;
    const unsigned lane = rank::thread() % 32u;
    for (unsigned offset = 16u; offset > 0u; offset /= 2u) {
        const T other = __shfl_down_sync(mask, value, offset);
        if (lane + offset < width) value = combine(value, other);
    }
    return value;
}

// Sum over the first `width` lanes of a warp, into lane 0.
template <class T>
__device__ T warp_sum(T value, unsigned width) {
    // Integers wrap, as Rust's `+` in a release build (`detail::wrapping`).
    return warp_fold(value, width, [](T a, T b) { return wrapping(a, b, '+'); });
}
}  // namespace detail

// What `ThisBlock` does with its warp.
struct Warp {
    // The value of lane `lane` (which the warp must have).
    template <class T>
    __device__ T shuffle(T value, unsigned lane) const {
        checked(lane, detail::warp_width(), Check::Lane);
        return __shfl_sync(detail::warp_mask(), value, lane);
    }

    // The value of lane `lane ^ mask`; the thread's own where the warp has no such lane.
    template <class T>
    __device__ T shuffle_xor(T value, unsigned mask) const {
        const unsigned width = detail::warp_width();
        // A whole warp (the same branch in all its lanes): every lane exists,
        // and `lane ^ mask` is one of them unless the mask reaches past 31.
        if (width == 32u) {
            const T other = __shfl_xor_sync(0xffffffffu, value, mask);
            return mask < 32u ? other : value;
        }
        const T other = __shfl_xor_sync(detail::warp_mask(), value, mask);
        return (rank::thread() % 32u ^ mask) < width ? other : value;
    }

    // The value of lane `lane + delta`; the thread's own past the warp's last lane.
    template <class T>
    __device__ T shuffle_down(T value, unsigned delta) const {
        const T other = __shfl_down_sync(detail::warp_mask(), value, delta);
        return rank::thread() % 32u + delta < detail::warp_width() ? other : value;
    }

    // The value of lane `lane - delta`; the thread's own before lane 0.
    template <class T>
    __device__ T shuffle_up(T value, unsigned delta) const {
        const T other = __shfl_up_sync(detail::warp_mask(), value, delta);
        return rank::thread() % 32u >= delta ? other : value;
    }

    // Bit k set where lane k's predicate holds.
    __device__ unsigned ballot(bool predicate) const {
        return __ballot_sync(detail::warp_mask(), predicate);
    }

    __device__ bool any(bool predicate) const { return __any_sync(detail::warp_mask(), predicate); }

    __device__ bool all(bool predicate) const { return __all_sync(detail::warp_mask(), predicate); }

    // Bit k set where lane k holds the same value as this thread.
    template <class T>
    __device__ unsigned match_any(T value) const {
        return __match_any_sync(detail::warp_mask(), value);
    }

    // The smallest and largest value over the warp, in every lane: one
    // `__reduce_*_sync` from sm_80 on, shuffles before.
    template <class T>
    __device__ T warp_min(T value) const {
#if __CUDA_ARCH__ >= 800
        return __reduce_min_sync(detail::warp_mask(), value);
#else
        return broadcast_fold(value, [](T a, T b) { return b < a ? b : a; });
#endif
    }

    template <class T>
    __device__ T warp_max(T value) const {
#if __CUDA_ARCH__ >= 800
        return __reduce_max_sync(detail::warp_mask(), value);
#else
        return broadcast_fold(value, [](T a, T b) { return a < b ? b : a; });
#endif
    }

  private:
    // `combine` over the warp, handed from lane 0 to every lane.
    template <class T, class Combine>
    __device__ static T broadcast_fold(T value, Combine combine) {
        return __shfl_sync(detail::warp_mask(), detail::warp_fold(value, detail::warp_width(), combine), 0);
    }
};

}  // namespace cuda_sync
