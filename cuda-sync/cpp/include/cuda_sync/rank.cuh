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
// The thread's index and the block's threads along y and z.
__device__ inline unsigned thread_y() { return 0u; }
__device__ inline unsigned thread_z() { return 0u; }
__device__ inline unsigned threads_y() { return 1u; }
__device__ inline unsigned threads_z() { return 1u; }
#else
__device__ inline unsigned thread_y() { return threadIdx.y; }
__device__ inline unsigned thread_z() { return threadIdx.z; }
__device__ inline unsigned threads_y() { return blockDim.y; }
__device__ inline unsigned threads_z() { return blockDim.z; }
#endif

#ifdef CUDA_SYNC_FLAT_GRID
// The block's index and the grid's blocks along y and z.
__device__ inline unsigned block_y() { return 0u; }
__device__ inline unsigned block_z() { return 0u; }
__device__ inline unsigned blocks_y() { return 1u; }
__device__ inline unsigned blocks_z() { return 1u; }
#else
__device__ inline unsigned block_y() { return blockIdx.y; }
__device__ inline unsigned block_z() { return blockIdx.z; }
__device__ inline unsigned blocks_y() { return gridDim.y; }
__device__ inline unsigned blocks_z() { return gridDim.z; }
#endif

// A block has at most 1024 threads, on every architecture: told to the
// compiler, which then drops the check of a rank against a tile of 1024 cells.
constexpr unsigned most_threads = 1024u;

// The thread's rank in its block.
__device__ inline unsigned thread() {
    const unsigned rank = threadIdx.x + blockDim.x * (thread_y() + threads_y() * thread_z());
    __builtin_assume(rank < most_threads);
    return rank;
}
// Threads in a block: a whole number of warps in the variant compiled for
// such blocks only (`Shape::whole_warps`), which drops the checks of it.
__device__ inline unsigned threads() {
    const unsigned count = blockDim.x * threads_y() * threads_z();
    __builtin_assume(count <= most_threads);
#ifdef CUDA_SYNC_WHOLE_WARPS
    __builtin_assume(count % 32u == 0u);
#endif
    return count;
}
// The block's rank in the grid.
__device__ inline unsigned block() { return blockIdx.x + gridDim.x * (block_y() + blocks_y() * block_z()); }
// Blocks in the grid.
__device__ inline unsigned blocks() { return gridDim.x * blocks_y() * blocks_z(); }

// The thread's rank in the grid.
__device__ inline unsigned long long global() {
    return static_cast<unsigned long long>(block()) * threads() + thread();
}

}  // namespace rank
}  // namespace cuda_sync
