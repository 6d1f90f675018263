// cuda_sync/bounds.cuh: every index a kernel uses stays below the length of
// what it indexes. Mirrors cuda-sync/src/kernel/bounds.rs. An index out of range
// writes the fault record the runtime mapped for this kernel's module, then
// stops the kernel (`__trap()`): the launch fails, and the runtime reports the
// record as `Error::DeviceCheck`, naming the kernel. No atomics or fences: the
// check adds no synchronization to the kernel.
#pragma once
#include "abi.h"

// Set by the runtime when it loads the module: where a failed check is recorded.
extern "C" {
__device__ cuda_sync_fault *cuda_sync_fault_record = nullptr;
}

namespace cuda_sync {

// What a failed check was about (`cuda_sync_fault::check`).
enum class Check : unsigned long long {
    // An index into a buffer, a tile or shared memory.
    Index = 1,
    // A lane of the warp (0 to 31).
    Lane = 2,
    // A ticket or grid-barrier arrival past the last block: another launch
    // used the counter at once; or a look-back that met a flag of a later launch.
    Counter = 3,
    // A message, claim or store's evidence used with a channel or queue of
    // the same type that did not make it.
    Source = 4,
    // A channel slot written again after its signal.
    Rewritten = 5,
    // A queue item on a lap past what a slot's turn counts (2^31 - 1).
    Lap = 6,
    // A launch shape the kernel cannot run in: a scan's block that is not
    // whole warps, or a scan's grid whose tiles end before its input.
    Shape = 7,
    // An integer division or remainder by zero, or of `MIN` by -1.
    Divide = 8,
    // A `clamp` whose lower bound is above its upper one, or a NaN bound.
    Clamp = 9,
    // A 16-byte load from an input view that does not start on 16 bytes.
    Align = 10,
    // A bounded wait past the thread's wait budget.
    Wait = 11,
    // A range stepped by 0.
    Step = 12,
    // An assertion that did not hold.
    Assert = 13,
    // An integer logarithm of a number that is not positive, or an integer
    // square root of a negative one.
    Domain = 14,
};

namespace detail {
// Set in the record's check word by a check that leaves its index out.
constexpr unsigned long long index_left_out = 1ull << 32;

// Records `check` (its code and `flags`) with `index` and `len`, and stops the
// kernel. Inlined at each check, behind its branch: a call there would be a
// call in every loop that indexes memory, which the compiler schedules around.
__device__ __forceinline__ void fail_with(Check check, unsigned long long flags, unsigned long long index,
                                          unsigned long long len) {
    volatile cuda_sync_fault *record = cuda_sync_fault_record;
    if (record != nullptr) {
        record->index = index;
        record->len = len;
        record->check = static_cast<unsigned long long>(check) | flags;
    }
    __trap();
    // `trap` is inline assembly to the compiler: this tells it that nothing
    // runs after a failed check, so a check that an earlier one implies is
    // dropped (a tile row checked once for a whole loop).
    __builtin_unreachable();
}

// The looks at a flag that all the bounded waits of one thread may take
// (`Check::Wait`): 2^24, each a load and a 64 ns sleep: 6 s on an H100.
constexpr unsigned long long wait_budget = 1ull << 24;

// A failed check, with the index and the limit it had to stay below.
__device__ __forceinline__ void fail(Check check, unsigned long long index, unsigned long long len) {
    fail_with(check, 0u, index, len);
}
}  // namespace detail

// `index`, once it is known to be below `len`. A failure records the check
// and `len` but not the index: keeping a checked load's index for the record
// held its registers across the loop around it (a tiled matrix multiply took
// 39 registers where the same kernel without the record took 32, and fewer
// blocks fit on a multiprocessor).
__device__ __forceinline__ unsigned long long checked(unsigned long long index, unsigned long long len,
                                                     Check check = Check::Index) {
    if (index >= len) detail::fail_with(check, detail::index_left_out, 0u, len);
    return index;
}

namespace detail {
// The first `len` elements of a kernel's memory argument: what a
// `#[len(EXPR)]` parameter shows the kernel, with `len` the kernel's own
// spelling of EXPR (a scalar argument, a const parameter or a literal), so
// that the compiler sees that a loop below that argument stays in bounds and
// drops the loop's checks. The launcher found `len` elements present and
// passed `len` (`cuda_sync_global::first` in cuda-sync/src/runtime/launch.rs):
// no `min` here, which would hide the length from the compiler again.
template <class Memory>
__device__ __forceinline__ Memory first(Memory memory, unsigned long long len) {
    memory.raw.len = len;
    return memory;
}
}  // namespace detail

// `assert!(condition)` (Rust: `__private::assert_holds`): where the condition
// does not hold, the kernel stops with `Check::Assert` and the assertion's
// line, as Rust panics.
__device__ __forceinline__ void assert_holds(bool condition, unsigned line) {
    if (!condition) detail::fail(Check::Assert, line, 0u);
}

// A message, claim or evidence made by the channel or queue whose flags (or
// turns, or claim counter) are at `made_by`, used with the one at `used_with`.
__device__ __forceinline__ void same_source(const void *made_by, const void *used_with) {
    if (made_by != used_with) detail::fail(Check::Source, 0u, 0u);
}

}  // namespace cuda_sync
