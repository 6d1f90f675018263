// cuda_sync/rank.cuh: a thread's and a block's place in a launch of one, two
// or three dimensions, as one rank, x fastest: the order in which CUDA forms
// warps from a block's threads. Every rule the Rust side states over
// `block.thread_index()` and `block.index()` is stated over these ranks, so
// it holds in any shape. Mirrors `LaunchSize` (cuda-sync/src/runtime/launch.rs),
// which refuses a grid of more blocks than one `unsigned` rank numbers.
#pragma once

// What a kernel of `#[kernel(min_blocks_per_sm = N)]` is declared with: the
// block's threads and N blocks an SM as `__launch_bounds__`, so that the
// compiler keeps each thread's registers few enough for N blocks to be
// resident at once. A variant for blocks of any shape (below) has no bound.
#ifdef CUDA_SYNC_BLOCK_X
#define CUDA_SYNC_MIN_BLOCKS_PER_SM(blocks) \
    __launch_bounds__(CUDA_SYNC_BLOCK_X * CUDA_SYNC_BLOCK_Y * CUDA_SYNC_BLOCK_Z, blocks)
#else
#define CUDA_SYNC_MIN_BLOCKS_PER_SM(blocks)
#endif

namespace cuda_sync {
namespace rank {

// Each variant is compiled for the launches of its shape only (`Shape`: the
// runtime loads it for those and no other). A variant for one block shape
// (`Shape::block`) takes the block's threads along each axis as constants,
// so that a check of a thread index against a tile or a width folds away
// where the block fits it.
#ifdef CUDA_SYNC_BLOCK_X
// The block's threads along x, y and z.
__device__ inline unsigned threads_x() { return CUDA_SYNC_BLOCK_X; }
__device__ inline unsigned threads_y() { return CUDA_SYNC_BLOCK_Y; }
__device__ inline unsigned threads_z() { return CUDA_SYNC_BLOCK_Z; }
// Whether every warp of the block is whole: a block of a multiple of 32.
constexpr bool whole_warps = (CUDA_SYNC_BLOCK_X * CUDA_SYNC_BLOCK_Y * CUDA_SYNC_BLOCK_Z) % 32u == 0u;
#else
__device__ inline unsigned threads_x() { return blockDim.x; }
__device__ inline unsigned threads_y() { return blockDim.y; }
__device__ inline unsigned threads_z() { return blockDim.z; }
constexpr bool whole_warps = false;
#endif

// `index`, told to the compiler to be below `count`.
__device__ inline unsigned below(unsigned index, unsigned count) {
    __builtin_assume(index < count);
    return index;
}

// The thread's index along x, y and z: below the block's threads along the
// axis (0 along an axis of one thread).
#ifdef CUDA_SYNC_BLOCK_X
// Along an axis of COUNT threads, `index` bounded by a `min` with COUNT - 1,
// which no index of this launch's shape reaches: the compiler then knows
// the index's high bits are zero and folds the checks that follow from
// them (it did not from the assumption `index < COUNT`), and an axis of
// one thread is the constant 0.
template <unsigned COUNT>
__device__ inline unsigned along(unsigned index) {
    if constexpr (COUNT == 1u) return 0u;
    else return index < COUNT - 1u ? index : COUNT - 1u;
}
__device__ inline unsigned thread_x() { return along<CUDA_SYNC_BLOCK_X>(threadIdx.x); }
__device__ inline unsigned thread_y() { return along<CUDA_SYNC_BLOCK_Y>(threadIdx.y); }
__device__ inline unsigned thread_z() { return along<CUDA_SYNC_BLOCK_Z>(threadIdx.z); }
#else
__device__ inline unsigned thread_x() { return below(threadIdx.x, threads_x()); }
__device__ inline unsigned thread_y() { return below(threadIdx.y, threads_y()); }
__device__ inline unsigned thread_z() { return below(threadIdx.z, threads_z()); }
#endif

// The block's index and the grid's blocks along x, y and z.
__device__ inline unsigned block_x() { return blockIdx.x; }
__device__ inline unsigned blocks_x() { return gridDim.x; }
#ifdef CUDA_SYNC_FLAT_GRID
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
    const unsigned rank = thread_x() + threads_x() * (thread_y() + threads_y() * thread_z());
    __builtin_assume(rank < most_threads);
    return rank;
}
// Threads in a block.
__device__ inline unsigned threads() {
    const unsigned count = threads_x() * threads_y() * threads_z();
    __builtin_assume(count <= most_threads);
    return count;
}
// The block's rank in the grid.
__device__ inline unsigned block() { return block_x() + blocks_x() * (block_y() + blocks_y() * block_z()); }
// Blocks in the grid.
__device__ inline unsigned blocks() { return blocks_x() * blocks_y() * blocks_z(); }

// The thread's rank in the grid.
__device__ inline unsigned long long global() {
    return static_cast<unsigned long long>(block()) * threads() + thread();
}

}  // namespace rank
}  // namespace cuda_sync
