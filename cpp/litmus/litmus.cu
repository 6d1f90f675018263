// Litmus tests: many instances of one small racy shape per launch, under memory
// stress, to make the weak outcomes the PTX memory model allows show up on the
// GPU at hand (docs/litmus.md). Mirrors src/litmus/: the seat of a thread and the
// word of a location are computed the same way there (layout.rs), and the
// outcomes are classified there (shape.rs).
//
// Every shape comes in raw variants (what the lessons warn against, written the
// way the lessons write it) and typed variants: the same accesses with the
// orders and fences the safe API emits, through the shim's own types
// (cuda_sync::Atomic, cuda_sync::fence). Raw variants are reported, typed ones
// gated. All of this is compiled and launched through cuda-sync's unsafe raw
// path: nothing here is checked by the types, which is the point.

#include <cuda_sync.cuh>

namespace litmus {

using cuda_sync::AcqRel;
using cuda_sync::Acquire;
using cuda_sync::Block;
using cuda_sync::Device;
using cuda_sync::Relaxed;
using cuda_sync::Release;
using cuda_sync::SeqCst;

// Mirrors `Params` in src/litmus/layout.rs, field for field.
struct Params {
    unsigned testing_blocks;         // blocks that play the test; the others stress memory
    unsigned rounds;                 // instances each testing thread plays, one after another
    unsigned padding;                // words between two locations
    unsigned location_factor;        // coprime with the instances of a launch
    unsigned thread_factor[4];       // per role, coprime with the instances of a round
    unsigned thread_offset[4];       // per role
    unsigned barrier;                // 1: testing threads meet before each round (bounded)
    unsigned mem_stress_iterations;  // stress blocks' accesses; 0: they idle
    unsigned mem_stress_pattern;     // 0 store-store, 1 store-load, 2 load-store, 3 load-load
    unsigned pre_stress_iterations;  // testing threads' accesses before the first round
    unsigned pre_stress_pattern;
    unsigned stress_line_size;       // words in one stressed line
    unsigned stress_target_lines;    // lines the stress blocks spread over
    unsigned seed;
};

// Where a thread sits: a testing thread plays `role` with rank `rank` among the
// threads of its role; a stress thread hammers the scratchpad.
struct Seat {
    bool testing;
    unsigned role;
    unsigned long long rank;
};

// Roles in different blocks: block b plays role b % roles.
__device__ Seat cross_block_seat(unsigned block, unsigned roles) {
    return {true, block % roles, (unsigned long long)(block / roles) * blockDim.x + threadIdx.x};
}

// Roles in one block, in different warps: warp w plays role w % roles.
__device__ Seat same_block_seat(unsigned block, unsigned roles) {
    const unsigned warp = threadIdx.x / 32u;
    const unsigned per_block = blockDim.x / roles;
    return {true, warp % roles,
            (unsigned long long)block * per_block + (warp / roles) * 32u + threadIdx.x % 32u};
}

// The instance a seat plays in `round`, within its group (the threads of a
// role in one block, or in the whole grid): for each role, a bijection from the
// ranks of a group onto its instances (layout.rs `Layout::slot`).
__device__ unsigned long long slot_of(const Params &p, Seat seat, unsigned round,
                                      unsigned long long group) {
    const unsigned long long local = seat.rank % group;
    return (local * p.thread_factor[seat.role] + p.thread_offset[seat.role] +
            (unsigned long long)round * p.thread_factor[seat.role]) % group;
}

// The word of location `var` of instance `i` (layout.rs `word`).
__device__ unsigned long long word_of(const Params &p, unsigned long long i, unsigned var,
                                      unsigned vars, unsigned long long instances) {
    return ((i * p.location_factor) % instances * vars + var) * p.padding;
}

// The start barrier: every testing thread adds one, then looks a bounded number
// of times for the rest. Bounded, so blocks that are not resident together
// slow the test down and never hang it.
__device__ void start_together(unsigned *counter, unsigned testing_threads) {
    cuda::atomic_ref<unsigned, cuda::thread_scope_device> arrived(*counter);
    unsigned seen = arrived.fetch_add(1u, cuda::memory_order_relaxed) + 1u;
    for (unsigned look = 0u; look < 1024u && seen < testing_threads; ++look) {
        seen = arrived.load(cuda::memory_order_relaxed);
    }
}

// Memory stress: plain accesses to one word of a stressed line, in a pattern.
__device__ void stress(unsigned *scratch, unsigned long long word, unsigned iterations,
                       unsigned pattern) {
    volatile unsigned *cell = scratch + word;
    for (unsigned i = 0u; i < iterations; ++i) {
        switch (pattern) {
            case 0: *cell = i; *cell = i + 1u; break;
            case 1: *cell = i; if (*cell > 0xffffff00u) return; break;
            case 2: if (*cell > 0xffffff00u) return; *cell = i; break;
            default: if (*cell + *cell > 0xffffff00u) return; break;
        }
    }
}

__device__ unsigned long long stress_word(const Params &p, unsigned block) {
    const unsigned line = (block * 2654435761u ^ p.seed) % p.stress_target_lines;
    return (unsigned long long)line * p.stress_line_size;
}

// Where a testing thread's instances are: its seat, and the sizes that turn a
// round into an instance and an instance into its locations.
template <class S> struct Place {
    Seat seat;
    unsigned long long per_round;  // instances of one round
    unsigned long long group;      // threads of a role among which partners are shuffled
    unsigned long long instances;  // instances of the launch

    __device__ Place(unsigned block, const Params &p)
        : seat(S::same_block ? same_block_seat(block, S::roles) : cross_block_seat(block, S::roles)),
          per_round((unsigned long long)p.testing_blocks * blockDim.x / S::roles),
          group(S::same_block ? blockDim.x / S::roles : per_round),
          instances(per_round * p.rounds) {}

    __device__ unsigned long long slot(const Params &p, unsigned round) const {
        return slot_of(p, seat, round, group);
    }

    __device__ unsigned long long instance(const Params &p, unsigned round) const {
        return round * per_round + seat.rank / group * group + slot(p, round);
    }
};

// The locations of instance `i`.
template <class S>
__device__ void locate(unsigned *memory, unsigned long long i, unsigned long long instances,
                       const Params &p, unsigned *(&cell)[S::vars]) {
    for (unsigned v = 0u; v < S::vars; ++v) cell[v] = memory + word_of(p, i, v, S::vars, instances);
}

// One test shape S: S::roles threads an instance, S::vars locations, S::regs
// results. S::play runs one role of one instance.
template <class S>
__device__ void run(unsigned *memory, unsigned *results, unsigned *barriers, unsigned *scratch,
                    const unsigned *block_order, const Params &p) {
    const unsigned block = block_order[blockIdx.x];
    if (block >= p.testing_blocks) {
        stress(scratch, stress_word(p, block), p.mem_stress_iterations, p.mem_stress_pattern);
        return;
    }
    const Place<S> place(block, p);
    stress(scratch, stress_word(p, block), p.pre_stress_iterations, p.pre_stress_pattern);
    for (unsigned round = 0u; round < p.rounds; ++round) {
        if (p.barrier) start_together(barriers + round, p.testing_blocks * blockDim.x);
        const unsigned long long i = place.instance(p, round);
        unsigned *cell[S::vars];
        locate<S>(memory, i, place.instances, p, cell);
        S::play(place.seat.role, cell, results + i * S::regs, round, (unsigned)place.slot(p, round));
    }
}

// Copies the final value of the locations a shape judges by into its results.
template <class S>
__device__ void gather(unsigned *memory, unsigned *results, unsigned long long instances,
                       const Params &p) {
    const unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= instances) return;
    unsigned *cell[S::vars];
    locate<S>(memory, i, instances, p, cell);
    S::finals(cell, results + i * S::regs);
}

// The layout as the GPU computes it, for the host to compare with its own
// (layout.rs): who plays each role of each instance, and, in each location,
// its instance and variable.
template <class S>
__device__ void seats(unsigned *memory, unsigned *players, const unsigned *block_order,
                      const Params &p) {
    const unsigned block = block_order[blockIdx.x];
    if (block >= p.testing_blocks) return;
    const Place<S> place(block, p);
    for (unsigned round = 0u; round < p.rounds; ++round) {
        const unsigned long long i = place.instance(p, round);
        players[i * S::roles + place.seat.role] = block * blockDim.x + threadIdx.x + 1u;
        if (place.seat.role != 0u) continue;
        unsigned *cell[S::vars];
        locate<S>(memory, i, place.instances, p, cell);
        for (unsigned v = 0u; v < S::vars; ++v) *cell[v] = (unsigned)(i * S::vars + v + 1u);
    }
}

// ---------------------------------------------------------------------------
// Orders. `Weak`: relaxed everywhere (the raw variants of the classic shapes).
// `Strong`: the orders the safe API makes you write for the shape.

template <class O>
__device__ void store(unsigned *cell, unsigned value, O order) {
    cuda_sync::Atomic<unsigned, Device>(*cell).store(value, order);
}

template <class O>
__device__ unsigned load(unsigned *cell, O order) {
    return cuda_sync::Atomic<unsigned, Device>(*cell).load(order);
}

struct RelaxedOrders {
    static constexpr auto data_store = Relaxed;
    static constexpr auto flag_store = Relaxed;
    static constexpr auto data_load = Relaxed;
    static constexpr auto flag_load = Relaxed;
};
struct ReleaseAcquireOrders {
    static constexpr auto data_store = Relaxed;
    static constexpr auto flag_store = Release;
    static constexpr auto data_load = Relaxed;
    static constexpr auto flag_load = Acquire;
};
struct SeqCstOrders {
    static constexpr auto data_store = SeqCst;
    static constexpr auto flag_store = SeqCst;
    static constexpr auto data_load = SeqCst;
    static constexpr auto flag_load = SeqCst;
};

// A shape whose roles sit in different blocks and that is judged by its
// registers alone.
struct CrossBlock {
    static constexpr bool same_block = false;
    __device__ static void finals(unsigned *const *, unsigned *) {}
};

// MP: x = 1; y = 1 || r0 = y; r1 = x. Weak: r0 == 1, r1 == 0.
template <class O> struct MessagePassing : CrossBlock {
    static constexpr unsigned roles = 2u, vars = 2u, regs = 2u;
    __device__ static void play(unsigned role, unsigned **c, unsigned *r, unsigned, unsigned) {
        if (role == 0u) {
            store(c[0], 1u, O::data_store);
            store(c[1], 1u, O::flag_store);
        } else {
            r[0] = load(c[1], O::flag_load);
            r[1] = load(c[0], O::data_load);
        }
    }
};

// SB: x = 1; r0 = y || y = 1; r1 = x. Weak: r0 == 0, r1 == 0.
template <class O> struct StoreBuffering : CrossBlock {
    static constexpr unsigned roles = 2u, vars = 2u, regs = 2u;
    __device__ static void play(unsigned role, unsigned **c, unsigned *r, unsigned, unsigned) {
        store(c[role], 1u, O::flag_store);
        r[role] = load(c[1u - role], O::flag_load);
    }
};

// LB: r0 = x; y = 1 || r1 = y; x = 1. Weak: r0 == 1, r1 == 1.
template <class O> struct LoadBuffering : CrossBlock {
    static constexpr unsigned roles = 2u, vars = 2u, regs = 2u;
    __device__ static void play(unsigned role, unsigned **c, unsigned *r, unsigned, unsigned) {
        r[role] = load(c[role], O::flag_load);
        store(c[1u - role], 1u, O::flag_store);
    }
};

// 2+2W: x = 1; y = 2 || y = 1; x = 2. Weak: finally x == 1, y == 1.
template <class O> struct TwoPlusTwoWrites : CrossBlock {
    static constexpr unsigned roles = 2u, vars = 2u, regs = 2u;
    __device__ static void finals(unsigned *const *c, unsigned *r) {
        r[0] = *c[0];
        r[1] = *c[1];
    }
    __device__ static void play(unsigned role, unsigned **c, unsigned *, unsigned, unsigned) {
        store(c[role], 1u, O::flag_store);
        store(c[1u - role], 2u, O::flag_store);
    }
};

// R: x = 1; y = 1 || y = 2; r0 = x. Weak: finally y == 2, and r0 == 0.
template <class O> struct ReadShape : CrossBlock {
    static constexpr unsigned roles = 2u, vars = 2u, regs = 2u;
    __device__ static void finals(unsigned *const *c, unsigned *r) { r[1] = *c[1]; }
    __device__ static void play(unsigned role, unsigned **c, unsigned *r, unsigned, unsigned) {
        if (role == 0u) {
            store(c[0], 1u, O::flag_store);
            store(c[1], 1u, O::flag_store);
        } else {
            store(c[1], 2u, O::flag_store);
            r[0] = load(c[0], O::flag_load);
        }
    }
};

// S: x = 2; y = 1 || r0 = y; x = 1. Weak: r0 == 1, and finally x == 2.
template <class O> struct StoreShape : CrossBlock {
    static constexpr unsigned roles = 2u, vars = 2u, regs = 2u;
    __device__ static void finals(unsigned *const *c, unsigned *r) { r[1] = *c[0]; }
    __device__ static void play(unsigned role, unsigned **c, unsigned *r, unsigned, unsigned) {
        if (role == 0u) {
            store(c[0], 2u, O::data_store);
            store(c[1], 1u, O::flag_store);
        } else {
            r[0] = load(c[1], O::flag_load);
            store(c[0], 1u, O::data_store);
        }
    }
};

// IRIW: x = 1 || y = 1 || r0 = x; r1 = y || r2 = y; r3 = x.
// Weak: r0 == 1, r1 == 0, r2 == 1, r3 == 0.
template <class O> struct IndependentReads : CrossBlock {
    static constexpr unsigned roles = 4u, vars = 2u, regs = 4u;
    __device__ static void play(unsigned role, unsigned **c, unsigned *r, unsigned, unsigned) {
        if (role < 2u) {
            store(c[role], 1u, O::flag_store);
        } else {
            const unsigned first = role - 2u;
            r[2u * first] = load(c[first], O::flag_load);
            r[2u * first + 1u] = load(c[1u - first], O::flag_load);
        }
    }
};

// ---------------------------------------------------------------------------
// Day 27: each side stores its own cell, then takes a ticket on the instance's
// counter; the side that draws ticket 1 reads the other side's cell.
// r[role] = what it read, or kNotLast. Weak: the last arriver read 0.

constexpr unsigned kNotLast = 0xffffffffu;

// Raw, as the lesson writes it: plain cells, `atomicAdd`, `__threadfence()`.
template <bool FenceBefore, bool FenceAfter> struct LessonTicket {
    __device__ static unsigned take(unsigned *cell, unsigned *counter) {
        *cell = 1u;
        if (FenceBefore) __threadfence();
        const unsigned ticket = atomicAdd(counter, 1u);
        if (FenceAfter) __threadfence();
        return ticket;
    }
};

// Typed: `leader.take_ticket(counter, AcqRel, written)` (sum_last_block_acq_rel).
struct AcqRelTicket {
    __device__ static unsigned take(unsigned *cell, unsigned *counter) {
        *cell = 1u;
        return cuda_sync::Atomic<unsigned, Device>(*counter).fetch_add(1u, AcqRel);
    }
};

// Typed: `written.release_fence::<Device>()`, a relaxed ticket, then
// `ticket.acquire_fence::<Device>()` (sum_last_block_fenced).
struct FencedTicket {
    __device__ static unsigned take(unsigned *cell, unsigned *counter) {
        *cell = 1u;
        cuda_sync::fence<Device>(Release);
        const unsigned ticket = cuda_sync::Atomic<unsigned, Device>(*counter).fetch_add(1u, Relaxed);
        cuda_sync::fence<Device>(Acquire);
        return ticket;
    }
};

template <class Ticket> struct LastArriver : CrossBlock {
    static constexpr unsigned roles = 2u, vars = 3u, regs = 2u;
    __device__ static void play(unsigned role, unsigned **c, unsigned *r, unsigned, unsigned) {
        const unsigned ticket = Ticket::take(c[role], c[2]);
        r[role] = ticket == 1u ? *(volatile unsigned *)c[1u - role] : kNotLast;
    }
};

// ---------------------------------------------------------------------------
// Day 14: one warp writes a shared tile cell, a thread of another warp reads
// it. r = {what it read, round + 1}: the round's value. Weak: they differ.

template <bool Barrier> struct TileHandOff {
    static constexpr bool same_block = true;
    static constexpr unsigned roles = 2u, vars = 1u, regs = 2u;
    __device__ static void finals(unsigned *const *, unsigned *) {}
    __device__ static void play(unsigned role, unsigned **, unsigned *r, unsigned round,
                                unsigned slot) {
        __shared__ unsigned tile[512];
        if (role == 0u) tile[slot] = round + 1u;
        if (Barrier) __syncthreads();
        if (role == 1u) {
            r[0] = *(volatile unsigned *)&tile[slot];
            r[1] = round + 1u;
        }
        if (Barrier) __syncthreads();
    }
};

// ---------------------------------------------------------------------------
// The atomics lesson's flag and payload: payload = 1; flag = 1 || f = flag;
// p = payload. r = {f, p}. Weak: f == 1, p == 0.

template <bool ProducerFence, bool ConsumerFence> struct LessonFlag {
    __device__ static void publish(unsigned *payload, unsigned *flag) {
        *(volatile unsigned *)payload = 1u;
        if (ProducerFence) __threadfence();
        atomicExch(flag, 1u);
    }
    __device__ static unsigned observe(unsigned *flag) {
        const unsigned seen = atomicAdd(flag, 0u);
        if (ConsumerFence) __threadfence();
        return seen;
    }
};

// Typed: a `Channel<_, Released>`: payload, release store of the flag; the
// consumer's acquire load of the flag.
struct ChannelFlag {
    __device__ static void publish(unsigned *payload, unsigned *flag) {
        *payload = 1u;
        store(flag, 1u, Release);
    }
    __device__ static unsigned observe(unsigned *flag) { return load(flag, Acquire); }
};

template <class Flag> struct FlagAndPayload : CrossBlock {
    static constexpr unsigned roles = 2u, vars = 2u, regs = 2u;
    __device__ static void play(unsigned role, unsigned **c, unsigned *r, unsigned, unsigned) {
        if (role == 0u) {
            Flag::publish(c[0], c[1]);
        } else {
            r[0] = Flag::observe(c[1]);
            r[1] = *(volatile unsigned *)c[0];
        }
    }
};

// ---------------------------------------------------------------------------
// A host publish: payload = 1, a fence, flag = 1, into mapped host memory that
// a host thread reads while the kernel runs (flag, then payload). The host
// records what it saw; the device side records nothing. Each thread first
// waits up to about a millisecond, so that the flags are set while the host
// is looking. Weak: the host saw the flag and then payload 0.

// Raw, as the lesson's pitfall writes it: `__threadfence()`, device scope.
struct DeviceScopeFence {
    __device__ static void order() { __threadfence(); }
};

// Typed: a `HostChannel` signal, `written.release_fence::<System>()`.
struct SystemScopeFence {
    __device__ static void order() { cuda_sync::fence<cuda_sync::System>(Release); }
};

template <class Fence> struct HostPublish : CrossBlock {
    static constexpr unsigned roles = 1u, vars = 2u, regs = 2u;
    __device__ static void play(unsigned, unsigned **c, unsigned *, unsigned round, unsigned slot) {
        const unsigned wait_us = (slot * 2654435761u ^ round) % 1024u;
        for (unsigned us = 0u; us < wait_us; ++us) __nanosleep(1000u);
        *(volatile unsigned *)c[0] = 1u;
        Fence::order();
        cuda::atomic_ref<unsigned, cuda::thread_scope_system>(*c[1]).store(1u, cuda::memory_order_relaxed);
    }
};

}  // namespace litmus

// One kernel, its gather and its seats per (shape, variant); the names are the ones
// src/litmus/shape.rs lists.
#define LITMUS_KERNEL(NAME, ...)                                                              \
    extern "C" __global__ void NAME(unsigned *memory, unsigned *results, unsigned *barriers,  \
                                    unsigned *scratch, const unsigned *block_order,          \
                                    litmus::Params p) {                                      \
        litmus::run<__VA_ARGS__>(memory, results, barriers, scratch, block_order, p);         \
    }                                                                                        \
    extern "C" __global__ void NAME##_gather(unsigned *memory, unsigned *results,             \
                                             unsigned long long instances, litmus::Params p) { \
        litmus::gather<__VA_ARGS__>(memory, results, instances, p);                           \
    }                                                                                        \
    extern "C" __global__ void NAME##_seats(unsigned *memory, unsigned *players,              \
                                            const unsigned *block_order, litmus::Params p) {  \
        litmus::seats<__VA_ARGS__>(memory, players, block_order, p);                          \
    }

LITMUS_KERNEL(mp_relaxed, litmus::MessagePassing<litmus::RelaxedOrders>)
LITMUS_KERNEL(mp_release_acquire, litmus::MessagePassing<litmus::ReleaseAcquireOrders>)
LITMUS_KERNEL(sb_relaxed, litmus::StoreBuffering<litmus::RelaxedOrders>)
LITMUS_KERNEL(sb_seq_cst, litmus::StoreBuffering<litmus::SeqCstOrders>)
LITMUS_KERNEL(lb_relaxed, litmus::LoadBuffering<litmus::RelaxedOrders>)
LITMUS_KERNEL(lb_release_acquire, litmus::LoadBuffering<litmus::ReleaseAcquireOrders>)
LITMUS_KERNEL(w22_relaxed, litmus::TwoPlusTwoWrites<litmus::RelaxedOrders>)
LITMUS_KERNEL(w22_seq_cst, litmus::TwoPlusTwoWrites<litmus::SeqCstOrders>)
LITMUS_KERNEL(r_relaxed, litmus::ReadShape<litmus::RelaxedOrders>)
LITMUS_KERNEL(r_seq_cst, litmus::ReadShape<litmus::SeqCstOrders>)
LITMUS_KERNEL(s_relaxed, litmus::StoreShape<litmus::RelaxedOrders>)
LITMUS_KERNEL(s_release_acquire, litmus::StoreShape<litmus::ReleaseAcquireOrders>)
LITMUS_KERNEL(iriw_relaxed, litmus::IndependentReads<litmus::RelaxedOrders>)
LITMUS_KERNEL(iriw_seq_cst, litmus::IndependentReads<litmus::SeqCstOrders>)
LITMUS_KERNEL(day27_racy, litmus::LastArriver<litmus::LessonTicket<false, false>>)
LITMUS_KERNEL(day27_fence_below, litmus::LastArriver<litmus::LessonTicket<false, true>>)
LITMUS_KERNEL(day27_fence_no_acquire, litmus::LastArriver<litmus::LessonTicket<true, false>>)
LITMUS_KERNEL(day27_acq_rel, litmus::LastArriver<litmus::AcqRelTicket>)
LITMUS_KERNEL(day27_fenced, litmus::LastArriver<litmus::FencedTicket>)
LITMUS_KERNEL(tile_no_barrier, litmus::TileHandOff<false>)
LITMUS_KERNEL(tile_barrier, litmus::TileHandOff<true>)
LITMUS_KERNEL(flag_no_fences, litmus::FlagAndPayload<litmus::LessonFlag<false, false>>)
LITMUS_KERNEL(flag_no_consumer_fence, litmus::FlagAndPayload<litmus::LessonFlag<true, false>>)
LITMUS_KERNEL(flag_channel, litmus::FlagAndPayload<litmus::ChannelFlag>)
LITMUS_KERNEL(host_publish_device_fence, litmus::HostPublish<litmus::DeviceScopeFence>)
LITMUS_KERNEL(host_publish_system_fence, litmus::HostPublish<litmus::SystemScopeFence>)
