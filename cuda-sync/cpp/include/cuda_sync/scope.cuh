// cuda_sync/scope.cuh: who is guaranteed to observe an atomic or a fence.
// Mirrors cuda-sync/src/kernel/scope.rs.
#pragma once
#include <cuda/atomic>

namespace cuda_sync {

// Type-level enum of scopes; each names a libcu++ thread scope.
struct Block {};   // the threads of one block:       cuda::thread_scope_block
struct Device {};  // every thread of the device:      cuda::thread_scope_device
struct System {};  // the device, the host and peers:  cuda::thread_scope_system

namespace detail {
template <class S> struct thread_scope;
template <> struct thread_scope<Block>  { static constexpr cuda::thread_scope value = cuda::thread_scope_block; };
template <> struct thread_scope<Device> { static constexpr cuda::thread_scope value = cuda::thread_scope_device; };
template <> struct thread_scope<System> { static constexpr cuda::thread_scope value = cuda::thread_scope_system; };

// `covers<S, R>`: a scope S reaches every thread that memory of reach R reaches.
template <class S, class R> struct covers { static constexpr bool value = false; };
template <> struct covers<Block, Block>   { static constexpr bool value = true; };
template <> struct covers<Device, Block>  { static constexpr bool value = true; };
template <> struct covers<Device, Device> { static constexpr bool value = true; };
template <class R> struct covers<System, R> { static constexpr bool value = true; };
}  // namespace detail

template <class S, class R>
inline constexpr bool Covers = detail::covers<S, R>::value;

}  // namespace cuda_sync
