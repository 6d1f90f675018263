// cuda_sync/view.cuh: views that compose, a region per group of threads and a
// split of the region among the group's threads. Mirrors
// cuda-sync/src/kernel/view.rs, where an owned cell's view is part of its
// type; here a view is its map from (group, thread, k) to a cell.
//
// Each shape has `group_threads()` (the threads that split a region),
// `member()` (this thread's rank among them), `size` (a region's cells) and
// `place(j)`: cell j of this thread's group's region, if it is in the
// region's matrix and no product wraps (so no two groups share a cell).
#pragma once
#include "maybe.cuh"
#include "output.cuh"
#include "rank.cuh"
#include "warp.cuh"

namespace cuda_sync {

template <class S> struct Coalesced;
template <class S, unsigned long long K> struct Contiguous;
template <class S, unsigned long long GX, unsigned long long GY> struct Coalesced2d;
template <class S> struct Transposed;

namespace detail {
// Cell j of the chunk of group `group`, chunks of C cells: no chunk past
// the last whose cells fit 64 bits owns one.
template <unsigned long long C>
__device__ Maybe<Own<>> chunk_place(unsigned long long group, unsigned long long j) {
    return {j < C && group < ~0ull / C, Own<>{group * C + j}};
}

// Cell (row, column) of a tile at row `tile_row` and column `tile_column` of
// tiles, in a matrix WIDTH wide: only columns below WIDTH, only rows whose
// cells fit 64 bits.
template <unsigned long long ROWS, unsigned long long COLUMNS, unsigned long long WIDTH>
__device__ Maybe<Own<>> tile_place(unsigned long long tile_row, unsigned long long tile_column,
                                   unsigned long long j) {
    const unsigned long long row = tile_row * ROWS + j / COLUMNS;
    const unsigned long long column = tile_column * COLUMNS + j % COLUMNS;
    return {j < ROWS * COLUMNS && column < WIDTH && row < ~0ull / WIDTH, Own<>{row * WIDTH + column}};
}
}  // namespace detail

// The block of rank b owns cells b*C ..< b*C + C.
template <unsigned long long C>
struct Chunks {
    static_assert(C >= 1, "chunks: at least one cell a chunk");
    static constexpr unsigned long long size = C;
    __device__ static unsigned group_threads() { return rank::threads(); }
    __device__ static unsigned member() { return rank::thread(); }
    __device__ static Maybe<Own<>> place(unsigned long long j) { return detail::chunk_place<C>(rank::block(), j); }
};

// The warp of rank w in the grid owns cells w*C ..< w*C + C; its lanes split it.
template <unsigned long long C>
struct WarpChunks {
    static_assert(C >= 1, "warp_chunks: at least one cell a chunk");
    static constexpr unsigned long long size = C;
    __device__ static unsigned group_threads() { return detail::warp_width(); }
    __device__ static unsigned member() { return rank::thread() % 32u; }
    __device__ static Maybe<Own<>> place(unsigned long long j) {
        const unsigned long long warps = (rank::threads() + 31u) / 32u;
        return detail::chunk_place<C>(rank::block() * warps + rank::thread() / 32u, j);
    }
};

// The block at (bx, by, bz) owns the ROWS x COLUMNS tile at rows
// (bz * gridDim.y + by) * ROWS.., columns bx * COLUMNS.. of a matrix WIDTH wide.
template <unsigned long long ROWS, unsigned long long COLUMNS, unsigned long long WIDTH>
struct Tiles {
    static_assert(ROWS >= 1 && COLUMNS >= 1 && ROWS <= (1ull << 31) && COLUMNS <= (1ull << 31),
                  "tiles: 1 to 2^31 rows and columns a tile");
    static_assert(WIDTH >= 1 && WIDTH <= (1ull << 32), "tiles: a matrix of 1 to 2^32 columns");
    static constexpr unsigned long long size = ROWS * COLUMNS;
    __device__ static unsigned group_threads() { return rank::threads(); }
    __device__ static unsigned member() { return rank::thread(); }
    __device__ static Maybe<Own<>> place(unsigned long long j) {
        const unsigned long long tile_row = rank::block_y() + static_cast<unsigned long long>(rank::blocks_y()) * rank::block_z();
        return detail::tile_place<ROWS, COLUMNS, WIDTH>(tile_row, rank::block_x(), j);
    }
};

// Tiles with the block's coordinates swapped: the block at (bx, by) of layer 0
// owns the tile at rows bx * ROWS.., columns by * COLUMNS..; other layers own nothing.
template <unsigned long long ROWS, unsigned long long COLUMNS, unsigned long long WIDTH>
struct Transposed<Tiles<ROWS, COLUMNS, WIDTH>> {
    // The tiles' own size, so that their asserts hold here too (red team,
    // views round 4: without them, rows of 2^62 a tile wrapped block 4 onto
    // block 0).
    static constexpr unsigned long long size = Tiles<ROWS, COLUMNS, WIDTH>::size;
    __device__ static unsigned group_threads() { return rank::threads(); }
    __device__ static unsigned member() { return rank::thread(); }
    __device__ static Maybe<Own<>> place(unsigned long long j) {
        const Maybe<Own<>> cell = detail::tile_place<ROWS, COLUMNS, WIDTH>(rank::block_x(), rank::block_y(), j);
        return {cell.some && rank::block_z() == 0u, cell.proof};
    }
};

// The cells each group owns, of shape S (Chunks, WarpChunks, Tiles,
// Transposed), to be split among the group's threads.
template <class S>
struct Region {
    __device__ Coalesced<S> coalesced() const { return {}; }
    template <unsigned long long K>
    __device__ Contiguous<S, K> contiguous() const { return {}; }
    // Tiles only (Rust has `transposed` and `coalesced_2d` on tiles alone).
    __device__ Region<Transposed<S>> transposed() const { return {}; }
    template <unsigned long long GX, unsigned long long GY>
    __device__ Coalesced2d<S, GX, GY> coalesced_2d() const { return {}; }
};

// The thread of rank t of a group of G owns cells t + k * G of its group's region.
template <class S>
struct Coalesced {
    __device__ Maybe<Own<>> cell(unsigned long long k) const {
        const unsigned long long t = S::member(), g = S::group_threads();
        // t + k * G in the region, with no product or sum that wraps (a
        // wrapped one would be another thread's small cell): t and G are at
        // most 1024 (2^10), so k below 2^53 keeps t + k * G below 2^64, and a
        // constant k folds the test away (where `__umul64hi` did not fold),
        // as does the bound where the block's shape is known (`t + 768 <
        // 1024` for t below 256; `k * G < size - t` did not fold).
        const unsigned long long j = t + k * g;
        const bool inside = k < (1ull << 53) && j < S::size;
        return inside ? S::place(j) : Maybe<Own<>>{false, Own<>{0ull}};
    }
};

// The thread of rank t owns cells t * K + k, k < K, of its group's region.
template <class S, unsigned long long K>
struct Contiguous {
    static_assert(K >= 1 && K <= (1ull << 32), "contiguous: 1 to 2^32 cells a thread");
    __device__ Maybe<Own<>> cell(unsigned long long k) const {
        return k < K ? S::place(S::member() * K + k) : Maybe<Own<>>{false, Own<>{0ull}};
    }
};

// The block's threads as a GX x GY grid: the thread of rank t, at
// (t % GX, t / GX), owns cells (t / GX + GY * i, t % GX + GX * j) of its
// block's tile, its k-th for i = k / (COLUMNS / GX), j = k % (COLUMNS / GX).
// A row below ROWS and a column below COLUMNS, each one-to-one in its pair.
template <unsigned long long ROWS, unsigned long long COLUMNS, unsigned long long WIDTH, unsigned long long GX,
          unsigned long long GY>
struct Coalesced2d<Tiles<ROWS, COLUMNS, WIDTH>, GX, GY> {
    static_assert(GX >= 1 && GY >= 1 && COLUMNS % GX == 0 && ROWS % GY == 0,
                  "coalesced_2d: GX divides the tile's columns and GY its rows");
    __device__ Maybe<Own<>> cell(unsigned long long k) const {
        constexpr unsigned long long across = COLUMNS / GX;
        const unsigned long long t = rank::thread(), i = k / across, j = k % across;
        const bool inside = t < GX * GY && i < ROWS / GY;
        return inside ? Tiles<ROWS, COLUMNS, WIDTH>::place((t / GX + GY * i) * COLUMNS + t % GX + GX * j)
                      : Maybe<Own<>>{false, Own<>{0ull}};
    }
};

}  // namespace cuda_sync
