// cuda_sync/rank.cuh: a thread's and a block's place in a launch of one, two
// or three dimensions, as one rank, x fastest: the order in which CUDA forms
// warps from a block's threads. Every rule the Rust side states over
// `block.thread_index()` and `block.index()` is stated over these ranks, so
// it holds in any shape. Mirrors `LaunchSize` (cuda-sync/src/runtime/launch.rs),
// which refuses a grid of more blocks than one `unsigned` rank numbers.
#pragma once

namespace cuda_sync {
namespace rank {

// Each variant is compiled for the launches of its shape only (`Shape`: the
// runtime loads it for those and no other), which make the other axes 1.
#ifdef CUDA_SYNC_FLAT_BLOCK
// The thread's rank in its block.
__device__ inline unsigned thread() { return threadIdx.x; }
// Threads in a block.
__device__ inline unsigned threads() { return blockDim.x; }
#else
__device__ inline unsigned thread() {
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__device__ inline unsigned threads() { return blockDim.x * blockDim.y * blockDim.z; }
#endif

#ifdef CUDA_SYNC_FLAT_GRID
// The block's rank in the grid.
__device__ inline unsigned block() { return blockIdx.x; }
// Blocks in the grid.
__device__ inline unsigned blocks() { return gridDim.x; }
#else
__device__ inline unsigned block() {
    return blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
}
__device__ inline unsigned blocks() { return gridDim.x * gridDim.y * gridDim.z; }
#endif

// The thread's rank in the grid.
__device__ inline unsigned long long global() {
    return static_cast<unsigned long long>(block()) * threads() + thread();
}

}  // namespace rank
}  // namespace cuda_sync
