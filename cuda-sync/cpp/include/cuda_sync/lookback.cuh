// cuda_sync/lookback.cuh: decoupled look-back. Tiles take their order from a
// ticket, publish their aggregate and then their inclusive prefix, and wait on
// lower tickets only (Merrill and Garland, 2016). Mirrors
// cuda-sync/src/kernel/lookback.rs, where the rules are stated.
#pragma once
#include <cuda/std/type_traits>
#include "abi.h"
#include "atomic.cuh"
#include "bounds.cuh"
#include "memory.cuh"
#include "operator.cuh"
#include "order.cuh"
#include "output.cuh"
#include "publish.cuh"
#include "rank.cuh"
#include "uniform.cuh"

namespace cuda_sync {

namespace detail {
// The bits of a 4- or 8-byte value, and back.
template <class T>
using bits_t = cuda::std::conditional_t<sizeof(T) == 4, unsigned, unsigned long long>;

template <class T>
__device__ __forceinline__ bits_t<T> to_bits(T value) {
    if constexpr (cuda::std::is_same_v<T, float>)
        return __float_as_uint(value);
    else if constexpr (cuda::std::is_same_v<T, double>)
        return static_cast<unsigned long long>(__double_as_longlong(value));
    else
        return static_cast<bits_t<T>>(value);
}

template <class T>
__device__ __forceinline__ T from_bits(bits_t<T> bits) {
    if constexpr (cuda::std::is_same_v<T, float>)
        return __uint_as_float(bits);
    else if constexpr (cuda::std::is_same_v<T, double>)
        return __longlong_as_double(static_cast<long long>(bits));
    else
        return static_cast<T>(bits);
}

// Sixteen bytes of T, loaded or stored in one access.
template <class T>
using vector_t = cuda::std::conditional_t<sizeof(T) == 4, uint4, ulonglong2>;

// The elements of a vector.
template <class T>
__device__ __forceinline__ void unpack(const vector_t<T> &vector, T (&out)[16 / sizeof(T)]) {
    if constexpr (sizeof(T) == 4) {
        out[0] = from_bits<T>(vector.x), out[1] = from_bits<T>(vector.y);
        out[2] = from_bits<T>(vector.z), out[3] = from_bits<T>(vector.w);
    } else {
        out[0] = from_bits<T>(vector.x), out[1] = from_bits<T>(vector.y);
    }
}

// A vector of elements.
template <class T>
__device__ __forceinline__ vector_t<T> pack(const T (&in)[16 / sizeof(T)]) {
    if constexpr (sizeof(T) == 4)
        return {to_bits(in[0]), to_bits(in[1]), to_bits(in[2]), to_bits(in[3])};
    else
        return {to_bits(in[0]), to_bits(in[1])};
}
}  // namespace detail

// Type-level kinds of a status, with the flag bit each sets.
struct Aggregate {
    static constexpr unsigned bit = 0u;
};
struct Prefix {
    static constexpr unsigned bit = 1u;
};

// One tile's status (Rust: `TileStatus<T>`, 128 bytes for every T: a 128-byte
// L2 line of its own, so that the warps spinning on one tile's flag do not
// share a line with the stores to its neighbours'). The upper 32 bits of
// `word` are the flag, (generation + 1) * 2 + kind; a 4-byte value travels in
// its lower 32 bits, in the same store. An 8-byte value is stored in
// `aggregate` or `prefix` (a relaxed atomic) before the flag is released.
template <class T>
struct alignas(128) TileStatus {
    using Element = T;
    unsigned long long word, aggregate, prefix;
};
static_assert(sizeof(TileStatus<int>) == 128, "a tile's status is one 128-byte line");

// A tile numbered by this block's ticket, of the launch generation it was drawn in.
template <class S>
struct DynamicTile {
    using Scope = S;
    unsigned number;
    unsigned generation;
    __device__ Uniform<unsigned> id() const { return {number}; }
};

// This thread's part of a tile scanned with Op: twelve vectors of a 4-byte T,
// ten of an 8-byte one (the sums and the starts take 60 registers for both;
// `items_per_thread` in lookback.rs), each warp a run of consecutive ones
// (lane l of warp w holds vector w * 32 * VECTORS + k * 32 + l of the tile),
// with their running combinations ("sums") from the tile's start.
template <class T, class S, class Op>
struct TileScan {
    static constexpr unsigned VECTOR = 16u / sizeof(T);
    static constexpr unsigned VECTORS = sizeof(T) == 8u ? 10u : 12u;
    static constexpr unsigned ITEMS = VECTOR * VECTORS;

    T sums[VECTORS][VECTOR];  // running sums from the vector's start, each element included
    T starts[VECTORS];        // running sum from the warp's start before each vector
    T warp_offset;            // running sum from the tile's start before the warp
    T total;                  // the tile's aggregate
    unsigned long long n;
    DynamicTile<S> tile;

    __device__ Uniform<T> aggregate() const { return {total}; }

    // The index of the tile's first element.
    __device__ unsigned long long first() const {
        return static_cast<unsigned long long>(tile.number) * rank::threads() * ITEMS;
    }

    // The index of element 0 of this thread's vector k.
    __device__ unsigned long long item_index(unsigned k) const {
        const unsigned warp = rank::thread() / 32u, lane = rank::thread() % 32u;
        return first() + (static_cast<unsigned long long>(warp) * 32u * VECTORS + k * 32u + lane) * VECTOR;
    }

    // Tickets ahead whose input a tile asks L2 for: about the tiles that start
    // while this one waits on its look-back (docs/performance.md).
    static constexpr unsigned PREFETCH_AHEAD = 48u;

    // Asks L2 for the input of the tile PREFETCH_AHEAD tickets later, where it
    // lies whole within the input: a hint that reads no value, so that memory
    // stays busy while blocks wait on their look-back.
    __device__ void prefetch_later(Input<T> input) const {
        const unsigned long long tile_items = static_cast<unsigned long long>(rank::threads()) * ITEMS;
        const unsigned long long later = first() + PREFETCH_AHEAD * tile_items;
        if (later + tile_items > input.raw.len) return;
        const char *bytes = reinterpret_cast<const char *>(input.cells() + later);
        for (unsigned line = rank::thread(); line < tile_items * sizeof(T) / 128u; line += rank::threads())
            asm volatile("prefetch.global.L2 [%0];" ::"l"(__cvta_generic_to_global(bytes + line * 128ull)));
    }

    // Whether the whole tile lies below n (the same in every thread).
    __device__ bool whole() const { return first() + rank::threads() * ITEMS <= n; }

    // This thread's elements of `input`, Op's identity past n.
    __device__ void load_items(Input<T> input) {
        if (whole()) {
            checked(item_index(VECTORS - 1u) + VECTOR - 1u, input.raw.len);
            const auto *cells = reinterpret_cast<const detail::vector_t<T> *>(input.cells());
#pragma unroll
            for (unsigned k = 0; k < VECTORS; ++k) detail::unpack(__ldg(cells + item_index(k) / VECTOR), sums[k]);
            return;
        }
#pragma unroll
        for (unsigned k = 0; k < VECTORS; ++k)
#pragma unroll
            for (unsigned e = 0; e < VECTOR; ++e) sums[k][e] = item_index(k) + e < n ? input[item_index(k) + e] : Op::template identity<T>();
    }

    // Running sums within each vector, then the start of each vector across
    // the warp's run of vectors (shuffles only); the warp's total, in every lane.
    __device__ T scan_warp() {
        const unsigned lane = rank::thread() % 32u;
        T inclusive[VECTORS];
#pragma unroll
        for (unsigned k = 0; k < VECTORS; ++k) {
#pragma unroll
            for (unsigned e = 1; e < VECTOR; ++e) sums[k][e] = Op{}(sums[k][e - 1u], sums[k][e]);
            inclusive[k] = sums[k][VECTOR - 1u];
        }
#pragma unroll
        for (unsigned offset = 1u; offset < 32u; offset *= 2u)
#pragma unroll
            for (unsigned k = 0; k < VECTORS; ++k) {
                const T below = __shfl_up_sync(0xffffffffu, inclusive[k], offset);
                if (lane >= offset) inclusive[k] = Op{}(below, inclusive[k]);
            }
        T warp_total = Op::template identity<T>();
#pragma unroll
        for (unsigned k = 0; k < VECTORS; ++k) {
            const T before = __shfl_up_sync(0xffffffffu, inclusive[k], 1u);
            starts[k] = lane == 0u ? warp_total : Op{}(warp_total, before);
            warp_total = Op{}(warp_total, __shfl_sync(0xffffffffu, inclusive[k], 31u));
        }
        return warp_total;
    }

    __device__ void store_inclusive(Output<T> output, Uniform<T> prefix) const { store_items<false>(output, prefix); }
    __device__ void store_exclusive(Output<T> output, Uniform<T> prefix) const { store_items<true>(output, prefix); }

  private:
    // Element e of vector k of the output: the sums made sums from the scan's
    // start here, at the store, so that the look-back waits with no more
    // registers live than the loads filled.
    template <bool EXCLUSIVE>
    __device__ T value(unsigned k, unsigned e, T prefix) const {
        const T start = Op{}(warp_offset, starts[k]);
        return Op{}(prefix, !EXCLUSIVE ? Op{}(start, sums[k][e]) : e == 0u ? start : Op{}(start, sums[k][e - 1u]));
    }

    template <bool EXCLUSIVE>
    __device__ void store_items(Output<T> output, Uniform<T> prefix) const {
        if (whole()) {
            checked(item_index(VECTORS - 1u) + VECTOR - 1u, output.raw.len);
            auto *cells = static_cast<detail::vector_t<T> *>(output.raw.cells);
#pragma unroll
            for (unsigned k = 0; k < VECTORS; ++k) {
                T out[VECTOR];
#pragma unroll
                for (unsigned e = 0; e < VECTOR; ++e) out[e] = value<EXCLUSIVE>(k, e, prefix.value);
                cells[item_index(k) / VECTOR] = detail::pack(out);
            }
            return;
        }
#pragma unroll
        for (unsigned k = 0; k < VECTORS; ++k)
#pragma unroll
            for (unsigned e = 0; e < VECTOR; ++e)
                if (item_index(k) + e < n) output[item_index(k) + e] = value<EXCLUSIVE>(k, e, prefix.value);
    }
};

// The value of one tile's status under Op, stored (if it does not travel in
// the flag's word) by the leader, with the cell whose flag publishes it.
template <class T, class S, class K, class Op>
struct StatusValue {
    using Kind = K;
    using Operator = Op;
    TileStatus<T> *cell;
    T value;
    DynamicTile<S> tile;

    __device__ unsigned long long status_word() const {
        const unsigned flag = (tile.generation + 1u) * 2u + K::bit;
        const unsigned long long low = sizeof(T) == 4 ? detail::to_bits(value) : 0ull;
        return static_cast<unsigned long long>(flag) << 32 | low;
    }
};

// A status flag, set, with the value and tile it stands for.
template <class T, class S, class K, class Op>
struct Published {
    TileStatus<T> *cell;
    T value;
    DynamicTile<S> tile;
};

// The tile's exclusive prefix under Op, valid in the lanes of warp 0.
template <class T, class S, class Op>
struct LookedBack {
    TileStatus<T> *cell;
    T exclusive;
    T aggregate;
    DynamicTile<S> tile;
};

// Every tile's status, at scope S: cell 0's word is the tile order (low 32
// bits the tickets drawn in this launch, high 32 bits the launch generation),
// cell 1 + i tile i's status.
template <class T, class S>
struct TileStatuses {
    cuda_sync_global raw;

    __device__ TileStatus<T> *cells() const { return static_cast<TileStatus<T> *>(raw.cells); }

    // The counter tiles draw their tickets from.
    __device__ Atomic<unsigned long long, S> order() const { return Atomic<unsigned long long, S>(cells()[checked(0u, raw.len)].word); }

    template <class Drawn, class Op>
    __device__ Written<Device, ByLeader, StatusValue<T, S, Aggregate, Op>> write_aggregate(const TileScan<T, Drawn, Op> &scan) const {
        TileStatus<T> *cell = cells() + checked(1ull + scan.tile.number, raw.len);
        const DynamicTile<S> tile{scan.tile.number, scan.tile.generation};
        return {is_leader(), store_status<Aggregate, Op>(cell, scan.total, tile)};
    }

    template <class Op>
    __device__ Written<Device, ByLeader, StatusValue<T, S, Prefix, Op>> write_prefix(const LookedBack<T, S, Op> &looked) const {
        const T inclusive = Op{}(looked.exclusive, looked.aggregate);
        return {is_leader(), store_status<Prefix, Op>(looked.cell, inclusive, looked.tile)};
    }

    // The leader sets the flag of the status `evidence` stored, with `order`;
    // a 4-byte value's flag relaxed, whatever the order: the word is the whole
    // status, and nothing else is read through it (a look-back's result is
    // not a hand-off for any other memory), so there is nothing to release.
    template <class O, class E>
    __device__ Published<T, S, typename E::Stored::Kind, typename E::Stored::Operator> publish(O order, E evidence) const {
        const auto &status = evidence.stored;
        if (is_leader()) {
            const Atomic<unsigned long long, S> flag(status.cell->word);
            if (sizeof(T) == 4)
                flag.store(status.status_word(), Relaxed);
            else
                flag.store(status.status_word(), order);
        }
        return {status.cell, status.value, status.tile};
    }

    // Warp 0 combines the statuses of the tiles before this one, nearest
    // first, 32 at a time, waiting for each flag of this generation, up to and
    // including the nearest prefix.
    template <class Op, class O>
    __device__ LookedBack<T, S, Op> look_back(Published<T, S, Aggregate, Op> published, O order) const {
        T exclusive = Op::template identity<T>();
        bool later = false;
        if (rank::thread() < 32u) {
            const unsigned lane = rank::thread();
            const unsigned aggregate_flag = (published.tile.generation + 1u) * 2u;
            TileStatus<T> *first = published.cell - published.tile.number;
            for (long long window = static_cast<long long>(published.tile.number) - 1; window >= 0; window -= 32) {
                const long long tile = window - lane;
                bool prefix = true;
                T value = Op::template identity<T>();
                if (tile >= 0) {
                    TileStatus<T> &cell = first[tile];
                    const Atomic<unsigned long long, S> flag(cell.word);
                    // How far the flag is past this generation's aggregate:
                    // 0 or 1 set, negative (2^31 and up) an earlier launch's,
                    // anything else a later launch's. The flag read once,
                    // and again for as long as it is an earlier launch's.
                    unsigned long long word = flag.load(order);
                    unsigned ahead = static_cast<unsigned>(word >> 32) - aggregate_flag;
                    while (ahead >= (1u << 31)) {
                        word = flag.load(order);
                        ahead = static_cast<unsigned>(word >> 32) - aggregate_flag;
                    }
                    // A later launch's flag ends the look-back like a prefix,
                    // and the kernel after it (checked once, below the loop:
                    // a check in the spin took registers the tile needs).
                    later = later || ahead > 1u;
                    prefix = ahead != Aggregate::bit;
                    const auto bits = sizeof(T) == 4 ? word : value_of(cell, prefix).load(Relaxed);
                    value = detail::from_bits<T>(static_cast<detail::bits_t<T>>(bits));
                }
                const unsigned prefixes = __ballot_sync(0xffffffffu, prefix);
                const unsigned last = prefixes != 0u ? __ffs(prefixes) - 1u : 31u;
                T part = lane <= last ? value : Op::template identity<T>();
#pragma unroll
                for (unsigned offset = 16u; offset > 0u; offset /= 2u) part = Op{}(part, __shfl_xor_sync(0xffffffffu, part, offset));
                exclusive = Op{}(exclusive, part);
                if (prefixes != 0u) break;
            }
        }
        if (later) later_generation();
        return {published.cell, exclusive, published.value, published.tile};
    }

  private:
    // A flag of a later launch than this one: the statuses were written
    // outside the scan (a host copy into them); waiting would never end.
    __device__ static void later_generation() { detail::fail(Check::Counter, 0u, 0u); }

    // An 8-byte value's cell, as an atomic: a tile that publishes twice
    // stores the same value again while a later tile may read it, which is
    // no race between atomics.
    __device__ static Atomic<unsigned long long, S> value_of(TileStatus<T> &cell, bool prefix) {
        return Atomic<unsigned long long, S>(prefix ? cell.prefix : cell.aggregate);
    }

    // The leader's relaxed store of an 8-byte value, ordered before its flag by
    // the release; a 4-byte one travels in the flag's word.
    template <class K, class Op>
    __device__ StatusValue<T, S, K, Op> store_status(TileStatus<T> *cell, T value, DynamicTile<S> tile) const {
        if (sizeof(T) == 8 && is_leader()) value_of(*cell, K::bit == Prefix::bit).store(detail::to_bits(value), Relaxed);
        return {cell, value, tile};
    }
};

// What `ThisBlock` does with the tiles of a scan.
struct TileScans {
    // The leader draws the block's ticket; the last ticket of the launch starts
    // the next generation (the count back to 0, the generation up by one).
    // Every thread then checks that the tile has its status cell in these
    // statuses, before the tile is loaded: off the look-back's path, and the
    // same check `write_aggregate` repeats on these statuses then folds away.
    template <class T, class S>
    __device__ DynamicTile<S> draw_tile(const TileStatuses<T, S> &statuses) const {
        __shared__ unsigned long long drawn;
        if (is_leader()) {
            const Atomic<unsigned long long, S> counter = statuses.order();
            const unsigned long long ticket = counter.fetch_add(1ull, Relaxed);
            const unsigned number = static_cast<unsigned>(ticket);
            checked(number, rank::blocks(), Check::Counter);
            if (number == rank::blocks() - 1u) counter.fetch_add((1ull << 32) - rank::blocks(), Relaxed);
            drawn = ticket;
        }
        __syncthreads();
        const unsigned long long ticket = drawn;
        checked(1ull + static_cast<unsigned>(ticket), statuses.raw.len);
        return {static_cast<unsigned>(ticket), static_cast<unsigned>(ticket >> 32)};
    }

    // Loads the tile's elements (Op's identity past n) and scans them within
    // the tile with Op. The grid must cover n: checked once the loads are on
    // their way, before any element is combined.
    template <class T, class Tile, class Op>
    __device__ TileScan<T, typename Tile::Scope, Op> scan_tile(Tile tile, Input<T> input, Uniform<unsigned long long> n, Op) const {
        using Scan = TileScan<T, typename Tile::Scope, Op>;
        __shared__ T warp_totals[32];
        if (rank::threads() % 32u != 0u) detail::fail(Check::Shape, rank::threads(), 32u);
        Scan scan;
        scan.n = n.value;
        scan.tile = tile;
        scan.prefetch_later(input);
        scan.load_items(input);
        const unsigned long long covered = static_cast<unsigned long long>(rank::blocks()) * rank::threads() * Scan::ITEMS;
        if (covered < n.value) detail::fail(Check::Shape, n.value, covered);
        const T warp_total = scan.scan_warp();
        const unsigned lane = rank::thread() % 32u, warp = rank::thread() / 32u;
        if (lane == 0u) warp_totals[warp] = warp_total;
        __syncthreads();

        scan.warp_offset = Op::template identity<T>();
        scan.total = Op::template identity<T>();
        for (unsigned w = 0; w < rank::threads() / 32u; ++w) {
            if (w == warp) scan.warp_offset = scan.total;
            scan.total = Op{}(scan.total, warp_totals[w]);
        }
        return scan;
    }

    // Warp 0's exclusive prefix, for every thread. Two barriers, so a second
    // broadcast may follow at once.
    template <class T, class S, class Op>
    __device__ Uniform<T> broadcast_prefix(LookedBack<T, S, Op> looked) const {
        __shared__ T slot;
        if (is_leader()) slot = looked.exclusive;
        __syncthreads();
        const T prefix = slot;
        __syncthreads();
        return {prefix};
    }
};

}  // namespace cuda_sync
