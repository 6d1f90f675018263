// cuda_sync/block.cuh: what a thread knows of its block, and what the whole
// block does together. Mirrors cuda-sync/src/kernel/block.rs.
#pragma once
#include "rank.cuh"
#include "fence.cuh"
#include "host.cuh"
#include "lookback.cuh"
#include "memory.cuh"
#include "message.cuh"
#include "output.cuh"
#include "view.cuh"
#include "publish.cuh"
#include "queue.cuh"
#include "uniform.cuh"
#include "warp.cuh"

namespace cuda_sync {

// `for i in block.block_stride(n)`: the thread's rank in the block, then every
// index one block further, below `n` (clearing shared memory of any size).
using BlockStride = Strided<unsigned, unsigned>;

// Thread 0 of a block, acting for the block: the lesson's `if (tid == 0) { ... }`.
struct Leader {
    // The block's own cell of a per-block output, in the leader only.
    __device__ Maybe<Own<>> cell() const { return {is_leader(), Own<>{rank::block()}}; }

    // The block's value, in the block's own cell.
    template <class T>
    __device__ Written<Device, ByLeader, Global<T>> store(Global<T> memory, T value) const {
        if (is_leader()) memory.cell_ref(rank::block()) = value;
        return {is_leader(), memory};
    }

    template <class S, class O, class E>
    __device__ Ticket<typename detail::released_by<E, O>::type, typename detail::acquired_by<O>::type,
                      typename E::Stored, S>
    take_ticket(Counter<S> counter, O order, E evidence) const {
        unsigned value = 0u;
        if (is_leader()) {
            value = counter.ticket_cell().fetch_add(1u, order);
            // A ticket past the last block: another launch used the counter at once
            // (the launcher zeroes it before each launch).
            checked(value, rank::blocks(), Check::Counter);
        }
        return {value, evidence.stored, counter};
    }

    template <class Rel, class Acq, class B, class S>
    __device__ void reset(LastArrival<Rel, Acq, B, S> last) const {
        if (is_leader()) last.counter.ticket_cell().store(0u, Relaxed);
    }
};

// Proof that a block barrier ran: it orders memory inside this block only.
struct Barrier {};

// Proof that a grid barrier ran: every thread's stores into `stored` before
// it are visible to every thread after it.
template <class B> struct GridSynced {
    B stored;
    __device__ auto read(unsigned long long index) const { return stored.cell_ref(index); }
};

// A grid barrier's two cells in global memory: arrivals and generation. Valid
// only when every block is resident (a cooperative launch); reusable across
// launches, since the last arrival resets the count.
struct GridBarrier {
    cuda_sync_global raw;

    __device__ void sync() const {
        unsigned *cells = static_cast<unsigned *>(raw.cells);
        cuda::atomic_ref<unsigned, cuda::thread_scope_device> arrived(cells[0]), generation(cells[1]);
        __syncthreads();
        if (rank::thread() == 0u) {
            const unsigned seen = generation.load(cuda::memory_order_relaxed);
            const unsigned arrival = arrived.fetch_add(1u, cuda::memory_order_acq_rel);
            // An arrival past the last block: another launch used the cells at once.
            checked(arrival, rank::blocks(), Check::Counter);
            if (arrival == rank::blocks() - 1u) {
                arrived.store(0u, cuda::memory_order_relaxed);
                generation.store(seen + 1u, cuda::memory_order_release);
            } else {
                while (generation.load(cuda::memory_order_acquire) == seen) __nanosleep(64);
            }
        }
        __syncthreads();
    }
};

// The kernel's view of its block: ranks (`index`, `thread_index`) in any
// shape, and the indices and sizes along each axis.
struct ThisBlock : Warp, TileScans {
    // The looks at a flag this thread's bounded waits have left: the
    // kernel's own counter, handed to every channel it makes.
    unsigned long long *looks_left;

    __device__ explicit ThisBlock(unsigned long long *looks_left) : looks_left(looks_left) {}

    __device__ Uniform<unsigned> index() const { return {rank::block()}; }
    __device__ Uniform<unsigned> count() const { return {rank::blocks()}; }
    __device__ Uniform<unsigned> size() const { return {rank::threads()}; }
    __device__ unsigned thread_index() const { return rank::thread(); }
    __device__ Uniform<unsigned> index_x() const { return {rank::block_x()}; }
    __device__ Uniform<unsigned> index_y() const { return {rank::block_y()}; }
    __device__ Uniform<unsigned> index_z() const { return {rank::block_z()}; }
    __device__ Uniform<unsigned> count_x() const { return {rank::blocks_x()}; }
    __device__ Uniform<unsigned> count_y() const { return {rank::blocks_y()}; }
    __device__ Uniform<unsigned> count_z() const { return {rank::blocks_z()}; }
    __device__ Uniform<unsigned> size_x() const { return {rank::threads_x()}; }
    __device__ Uniform<unsigned> size_y() const { return {rank::threads_y()}; }
    __device__ Uniform<unsigned> size_z() const { return {rank::threads_z()}; }
    __device__ unsigned thread_index_x() const { return rank::thread_x(); }
    __device__ unsigned thread_index_y() const { return rank::thread_y(); }
    __device__ unsigned thread_index_z() const { return rank::thread_z(); }
    __device__ unsigned long long global_x() const {
        return static_cast<unsigned long long>(rank::block_x()) * rank::threads_x() + rank::thread_x();
    }
    __device__ unsigned long long global_y() const {
        return static_cast<unsigned long long>(rank::block_y()) * rank::threads_y() + rank::thread_y();
    }
    __device__ unsigned long long global_z() const {
        return static_cast<unsigned long long>(rank::block_z()) * rank::threads_z() + rank::thread_z();
    }
    // A thread's own cell at its position: distinct positions, distinct
    // cells, since x < WIDTH (and y < HEIGHT, or z == 0) and no product wraps
    // (a grid has at most 2^26 rows and 2^22 layers of threads).
    template <unsigned long long WIDTH>
    __device__ Maybe<Own<>> cell_2d() const {
        static_assert(WIDTH <= (1ull << 32), "cell_2d: a width of at most 2^32 cells");
        return {global_x() < WIDTH && global_z() == 0ull, Own<>{global_y() * WIDTH + global_x()}};
    }
    // The thread's cell in its block's tile, mirrored: the block at (bx, by)
    // of W x H threads owns rows bx*W.. and columns by*H..; its thread
    // (tx, ty) of layer 0, if ty < W and tx < H, the cell at row bx*W + ty,
    // column by*H + tx.
    template <unsigned long long WIDTH>
    __device__ Maybe<Own<>> cell_2d_transposed() const {
        static_assert(WIDTH <= (1ull << 32), "cell_2d_transposed: a width of at most 2^32 cells");
        const unsigned long long row = static_cast<unsigned long long>(rank::block_x()) * rank::threads_x() + rank::thread_y();
        const unsigned long long column = static_cast<unsigned long long>(rank::block_y()) * rank::threads_y() + rank::thread_x();
        const bool mirrored = rank::thread_y() < rank::threads_x() && rank::thread_x() < rank::threads_y();
        // The row comes from the x axis (up to 2^42): no row past the last
        // whose cells fit 64 bits owns one, so no two rows share a cell.
        const bool fits = row < ~0ull / WIDTH;
        return {mirrored && fits && column < WIDTH && rank::thread_z() == 0u && rank::block_z() == 0u,
                Own<>{row * WIDTH + column}};
    }
    template <unsigned long long WIDTH, unsigned long long HEIGHT>
    __device__ Maybe<Own<>> cell_3d() const {
        // Divided, not multiplied: 2^32 x 2^32 wraps to 0 (red team, views
        // round 5: a layer of 2^64 cells put every layer on layer 0).
        static_assert(WIDTH <= (1ull << 32) && HEIGHT <= (1ull << 32) && (HEIGHT == 0 || WIDTH <= (1ull << 32) / HEIGHT),
                      "cell_3d: a layer of at most 2^32 cells");
        return {global_x() < WIDTH && global_y() < HEIGHT,
                Own<>{(global_z() * HEIGHT + global_y()) * WIDTH + global_x()}};
    }
    // The regions of the view algebra (view.cuh): a chunk per block, a
    // chunk per warp, a tile per block.
    template <unsigned long long C>
    __device__ Region<Chunks<C>> chunks() const { return {}; }
    template <unsigned long long C>
    __device__ Region<WarpChunks<C>> warp_chunks() const { return {}; }
    template <unsigned long long ROWS, unsigned long long COLUMNS, unsigned long long WIDTH>
    __device__ Region<Tiles<ROWS, COLUMNS, WIDTH>> tiles() const { return {}; }
    __device__ Own<> global_index() const {
        return {rank::global()};
    }
    __device__ BlockStride block_stride(unsigned n) const { return {rank::thread(), rank::threads(), n}; }
    __device__ GridStride grid_stride(unsigned long long n) const {
        return {global_index(), static_cast<unsigned long long>(rank::blocks()) * rank::threads(), n};
    }
    __device__ Leader leader() const { return {}; }

    template <class T>
    __device__ Channel<T> channel(Global<T> payload, Global<unsigned> flags) const {
        return {payload, flags, looks_left};
    }

    template <class T>
    __device__ HostChannel<T> host_channel(Mapped<T> payload, Mapped<unsigned> flags) const { return {payload, flags}; }

    __device__ void sleep(unsigned ns) const { __nanosleep(ns); }

    template <class T>
    __device__ Queue<T> queue(Global<T> items, Global<unsigned> turns, Global<unsigned long long> tail) const {
        return {items, turns, tail};
    }

    // `__syncthreads()`: every non-exited thread of the block waits here, and
    // what each wrote before is visible to all after.
    __device__ Barrier sync_threads() const {
        __syncthreads();
        return {};
    }

    // The grid-wide barrier (cooperative kernels only); `written` is released by it.
    template <class R, class W, class B>
    __device__ GridSynced<B> sync_grid(GridBarrier barrier, Written<R, W, B> written) const {
        barrier.sync();
        return {written.stored};
    }

    // The sum of `value` over the block, in every thread. Two barriers, so a
    // second call may follow at once.
    template <class T>
    __device__ Uniform<T> reduce_sum(T value) const {
        __shared__ T warp_sums[32];
        __shared__ T total;
        const unsigned warp = rank::thread() / 32u;
        const unsigned lane = rank::thread() % 32u;
        const unsigned warps = (rank::threads() + 31u) / 32u;
        value = detail::warp_sum(value, detail::warp_width());
        if (lane == 0u) warp_sums[warp] = value;
        __syncthreads();
        if (warp == 0u) {
            T sum = lane < warps ? warp_sums[lane] : T(0);
            // Warp 0's width: every warp's sum has a lane there.
            sum = detail::warp_sum(sum, detail::warp_width());
            if (lane == 0u) total = sum;
        }
        __syncthreads();
        return {total};
    }

    // The sum over this thread's warp, in every lane (shuffles only).
    template <class T>
    __device__ T warp_sum(T value) const {
        return __shfl_sync(detail::warp_mask(), detail::warp_sum(value, detail::warp_width()), 0);
    }

    __device__ unsigned lane_index() const { return rank::thread() % 32u; }

    __device__ WarpUniform<unsigned> warp_index() const { return {rank::thread() / 32u}; }

    // The leader's ticket, handed to every thread of the block.
    template <class Rel, class Acq, class B, class S>
    __device__ Arrival<Rel, Acq, B, S> broadcast_ticket(Ticket<Rel, Acq, B, S> ticket) const {
        __shared__ unsigned slot;
        if (is_leader()) slot = ticket.value;
        __syncthreads();
        const unsigned value = slot;
        __syncthreads();
        return {value, ticket.stored, ticket.counter};
    }
};

}  // namespace cuda_sync
