// cuda_sync/tile.cuh: shared-memory tiles with phases.
// Mirrors cuda-sync/src/kernel/tile.rs. The phase rules are checked in Rust (where
// `Filled` also records whether threads had returned); here each transition is
// the one instruction it stands for.
#pragma once
#include "array.cuh"
#include "rank.cuh"
#include "bounds.cuh"
#include "tuple.cuh"
#include "uniform.cuh"
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

template <class T, unsigned long long N>
struct CellPair;

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

    // The tile in pairs of cells `stride` apart, a pair a thread: thread t's
    // low cell is 2t - t % stride. The stride is a power of two whose pairs
    // fill the tile, and every thread has a pair (at most N / 2 threads), so
    // no cell is in two pairs and every pair is in the tile.
    // (Rust gives `stride` as a `Uniform<u32>`; a literal comes plain.)
    template <class Stride>
    __device__ CellPair<T, N> pairs(Stride stride) const {
        static_assert(N % 2 == 0 && N / 2 <= (1ull << 32), "pairs: an even tile of at most 2^33 cells");
        const unsigned s = plain(stride);
        if (s == 0u || (s & (s - 1u)) != 0u || N % (2ull * s) != 0u)
            detail::fail_with(Check::Shape, detail::index_left_out, 0u, N);
        if (rank::threads() > N / 2) detail::fail(Check::Shape, rank::threads(), N / 2);
        const unsigned t = rank::thread();
        return {cells, 2u * t - (t & (s - 1u)), s};
    }

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

// A thread's two cells of a tile split in pairs (Tile::pairs).
template <class T, unsigned long long N>
struct CellPair {
    T *cells;
    unsigned low;
    unsigned stride;

    __device__ unsigned low_index() const { return low; }

    __device__ Tuple<T, T> values() const { return tuple(cells[low], cells[low + stride]); }

    __device__ Tile<T, N, Placed> write_pair(T low_value, T high_value) const {
        cells[low] = low_value;
        cells[low + stride] = high_value;
        return {cells};
    }
};

// Type-level enum of a double tile's phases.
struct Fresh {};        // declared, neither half filled
struct FirstFilled {};  // the first half filled; nothing readable yet
struct Current {};      // the current half readable, the next free to fill
struct NextFilled {};   // the next half filled, the current still readable

namespace detail {
template <class P> struct after_fill;
template <> struct after_fill<Fresh> { using type = FirstFilled; };
template <> struct after_fill<Current> { using type = NextFilled; };
template <> struct after_fill<FirstFilled> { using type = FirstFilled; };  // refused in Rust
template <> struct after_fill<NextFilled> { using type = NextFilled; };    // refused in Rust
}  // namespace detail

// Two halves of N cells: threads read the current half while they fill the
// next, and `flip`, after a block barrier, swaps them (one barrier a step).
// The phases are checked in Rust; `current` is the same in every thread,
// since the whole block flips together.
template <class T, unsigned long long N, class P = Fresh>
struct DoubleTile {
    using Storage = T[2 * N];
    T *cells;
    unsigned current = 0u;

    template <unsigned long long COLUMNS, unsigned long long PITCH, unsigned long long K>
    __device__ DoubleTile<T, N, typename detail::after_fill<P>::type> write_strided_2d(Array<T, K> values) const {
        Tile<T, N, Writable>{half(current ^ 1u)}.template write_strided_2d<COLUMNS, PITCH>(values);
        return {cells, current};
    }

    template <unsigned long long K>
    __device__ DoubleTile<T, N, typename detail::after_fill<P>::type> write_strided(Array<T, K> values) const {
        return write_strided_2d<N, N>(values);
    }

    __device__ T read(unsigned long long index) const { return Tile<T, N, Readable>{half(current)}.read(index); }

    template <unsigned long long WIDTH>
    __device__ T read_2d(unsigned long long row, unsigned long long column) const {
        return Tile<T, N, Readable>{half(current)}.template read_2d<WIDTH>(row, column);
    }

    // The halves swapped: the block barrier before it is checked in Rust.
    __device__ DoubleTile<T, N, Current> flip() const { return {cells, current ^ 1u}; }

  private:
    __device__ T *half(unsigned which) const { return cells + which * N; }
};

}  // namespace cuda_sync
