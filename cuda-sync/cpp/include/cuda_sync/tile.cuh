// cuda_sync/tile.cuh: shared-memory tiles with phases.
// Mirrors cuda-sync/src/kernel/tile.rs. The phase rules are checked in Rust (where
// `Filled` also records whether threads had returned); here each transition is
// the one instruction it stands for.
#pragma once
#include "array.cuh"
#include "rank.cuh"
#include "bounds.cuh"
#include "warp.cuh"

namespace cuda_sync {

// Type-level enum of a tile's phases.
struct Writable {};  // each thread may write its own cell
struct Filled {};    // own cells written; a barrier makes them readable
struct Readable {};  // after the barrier: any thread reads any cell
struct WarpReadable {};  // after __syncwarp(): a lane reads its own warp's cells
struct WarpWritable {};  // after a second __syncwarp(): each thread rewrites its own cell
struct Placed {};    // own cells written at 2-D places; only a block barrier makes them readable

namespace detail {
template <class P> struct after_barrier;
template <> struct after_barrier<Writable> { using type = Writable; };
template <> struct after_barrier<Filled>   { using type = Readable; };
template <> struct after_barrier<Readable> { using type = Writable; };
template <> struct after_barrier<WarpReadable> { using type = Writable; };
template <> struct after_barrier<WarpWritable> { using type = Writable; };
template <> struct after_barrier<Placed>   { using type = Readable; };
template <class P> struct after_warp_barrier;
template <> struct after_warp_barrier<Writable> { using type = Writable; };
template <> struct after_warp_barrier<Filled> { using type = WarpReadable; };
template <> struct after_warp_barrier<WarpReadable> { using type = WarpWritable; };
template <> struct after_warp_barrier<WarpWritable> { using type = WarpWritable; };
}  // namespace detail

// N cells of shared memory, one per thread (the launch refuses blocks over N).
template <class T, unsigned long long N, class P = Writable>
struct Tile {
    using Storage = T[N];
    T *cells;

    __device__ Tile<T, N, Filled> write_own(T value) const {
        cells[checked(rank::thread(), N)] = value;
        return {cells};
    }

    // This thread's own cell at its place in rows of PITCH cells: row
    // threadIdx.y (+ blockDim.y * threadIdx.z), column threadIdx.x, which
    // must be below PITCH, so that no two threads share a cell.
    template <unsigned long long PITCH>
    __device__ Tile<T, N, Placed> write_own_2d(T value) const {
        // A row's start never wraps past the tile: row * PITCH < 2^64.
        static_assert(PITCH >= 1 && PITCH <= N, "write_own_2d: a pitch of 1 to N cells");
        const unsigned long long row = rank::thread_y() + static_cast<unsigned long long>(rank::threads_y()) * rank::thread_z();
        cells[checked(row * PITCH + checked(rank::thread_x(), PITCH), N)] = value;
        return {cells};
    }

    // This thread's cells of a block-stride fill: values[k] to cell
    // t + k * B, the cells counted in rows of COLUMNS laid out in rows of
    // PITCH, where that row is in the tile. t < B, so no two threads share a
    // cell; COLUMNS <= PITCH, so no two cells share a place.
    template <unsigned long long COLUMNS, unsigned long long PITCH, unsigned long long K>
    __device__ Tile<T, N, Placed> write_strided_2d(Array<T, K> values) const {
        static_assert(COLUMNS >= 1 && COLUMNS <= PITCH && PITCH <= N && N % PITCH == 0,
                      "write_strided_2d: 1 to PITCH columns, rows of PITCH that fill the tile");
        static_assert(K <= (1ull << 32), "write_strided: at most 2^32 cells a thread");
        constexpr unsigned long long cells_in_rows = N / PITCH * COLUMNS;
#pragma unroll
        for (unsigned long long k = 0; k < K; ++k) {
            const unsigned long long j = rank::thread() + k * rank::threads();
            if (j < cells_in_rows) cells[j / COLUMNS * PITCH + j % COLUMNS] = values.cells[k];
        }
        return {cells};
    }

    template <unsigned long long K>
    __device__ Tile<T, N, Placed> write_strided(Array<T, K> values) const {
        return write_strided_2d<N, N>(values);
    }

    __device__ Tile<T, N, typename detail::after_barrier<P>::type> sync_threads() const {
        __syncthreads();
        return {cells};
    }

    // A template, so that a phase with no warp transition (Readable) still
    // declares the class; Rust refuses the call in that phase.
    template <class Q = P>
    __device__ Tile<T, N, typename detail::after_warp_barrier<Q>::type> sync_warp() const {
        __syncwarp(detail::warp_mask());
        return {cells};
    }

    __device__ T read(unsigned long long index) const { return cells[checked(index, N)]; }

    // Cell `column` of row `row`, the tile read as rows of WIDTH cells: two
    // checks, each against its own bound, so that a row fixed over a loop is
    // checked once and a column from a constant range not at all.
    template <unsigned long long WIDTH>
    __device__ T read_2d(unsigned long long row, unsigned long long column) const {
        static_assert(N % WIDTH == 0, "read_2d: the tile is whole rows of WIDTH cells");
        return cells[checked(row, N / WIDTH) * WIDTH + checked(column, WIDTH)];
    }

    // Writable again: the block barriers are checked in Rust; nothing runs here.
    __device__ Tile<T, N, Writable> reuse() const { return {cells}; }

    // Lane `lane` of this thread's warp, which must exist (the last warp of a
    // block may be partial).
    __device__ T read_lane(unsigned long long lane) const {
        return cells[checked((rank::thread() & ~31u) + checked(lane, detail::warp_width(), Check::Lane), N)];
    }
};

}  // namespace cuda_sync
