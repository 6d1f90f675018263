// cuda_sync/rank.cuh: a thread's and a block's place in a launch of one, two
// or three dimensions, as one rank, x fastest: the order in which CUDA forms
// warps from a block's threads. Every rule the Rust side states over
// `block.thread_index()` and `block.index()` is stated over these ranks, so
// it holds in any shape. Mirrors `LaunchSize` (cuda-sync/src/runtime/launch.rs),
// which refuses a grid of more blocks than one `unsigned` rank numbers.
#pragma once

namespace cuda_sync {
namespace rank {

#ifdef CUDA_SYNC_FLAT_LAUNCH
// Compiled for launches of one dimension only (`Shape::Flat`: the runtime
// loads this variant for those and no other): the ranks are the x indices.
__device__ inline unsigned thread() { return threadIdx.x; }
__device__ inline unsigned threads() { return blockDim.x; }
__device__ inline unsigned block() { return blockIdx.x; }
__device__ inline unsigned blocks() { return gridDim.x; }
#else

// The thread's rank in its block.
__device__ inline unsigned thread() {
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
// Threads in a block.
__device__ inline unsigned threads() { return blockDim.x * blockDim.y * blockDim.z; }
// The block's rank in the grid.
__device__ inline unsigned block() {
    return blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
}
// Blocks in the grid.
__device__ inline unsigned blocks() { return gridDim.x * gridDim.y * gridDim.z; }
#endif
// The thread's rank in the grid.
__device__ inline unsigned long long global() {
    return static_cast<unsigned long long>(block()) * threads() + thread();
}

}  // namespace rank
}  // namespace cuda_sync
