//! Device-side checks: an index the types cannot bound is checked on the GPU,
//! and a kernel that goes out of range stops with an error that names it.

use cuda_sync::prelude::*;

/// `out[i] = input[i + shift]`: with a shift above 0, the last threads read
/// past the end of `input`.
#[kernel]
pub fn copy_shifted(block: ThisBlock, input: &[f32], shift: u32, out: &mut [f32]) {
    let i = block.global_index();
    out[i] = input[(i + shift as u64) as usize];
}

/// The same copy over the first `n` elements, declared `#[len(n)]`: the
/// kernel sees `n` elements of a longer input, so reading past them stops it
/// as reading past the end of the buffer would.
#[kernel]
pub fn copy_shifted_declared(
    block: ThisBlock,
    #[len(n)] input: &[f32],
    n: u64,
    shift: u32,
    #[len(n)] out: &mut [f32],
) {
    for i in block.grid_stride(n) {
        out[i] = input[(i + shift as u64) as usize];
    }
}

/// `out[i] = input[i] / divisor`: Rust panics at a divisor of 0, and C++
/// leaves it undefined, so the division is checked on the GPU and a divisor
/// of 0 stops the kernel (`Check::Divide`).
#[kernel]
pub fn divide(block: ThisBlock, input: &[u32], divisor: u32, out: &mut [u32]) {
    let i = block.global_index();
    out[i] = input[i] / divisor;
}

/// `out[i] = input[i].ilog2()`: Rust panics at the logarithm of 0, so the
/// number is checked on the GPU and a 0 stops the kernel (`Check::Domain`).
#[kernel]
pub fn integer_log(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    out[i] = input[i].ilog2();
}

/// `out[i] = input[i].clamp(lo, hi)`: Rust panics where `lo > hi`, so the
/// bounds are checked on the GPU and such a pair stops the kernel
/// (`Check::Clamp`).
#[kernel]
pub fn clamp_between(block: ThisBlock, input: &[u32], lo: u32, hi: u32, out: &mut [u32]) {
    let i = block.global_index();
    out[i] = input[i].clamp(lo.get(), hi.get());
}

/// `out[i] = input[i]`, asserting that each value is below `limit`: where one
/// is not, the kernel stops with `Check::Assert` and the assertion's line,
/// as Rust panics.
#[kernel]
pub fn copy_below(block: ThisBlock, input: &[u32], limit: u32, out: &mut [u32]) {
    let i = block.global_index();
    assert!(input[i] < limit, "every value is below the limit");
    out[i] = input[i];
}

/// Each block's leader takes a ticket; the last block writes how many blocks
/// arrived. The launcher zeroes the counter before the launch (rule I1), so
/// one left at any value by the host counts from zero.
#[kernel]
pub fn count_arrivals(
    block: ThisBlock,
    partials: Global<u32>,
    arrivals: Global<u32>,
    total: Output<u32, ByLast>,
) {
    let leader = block.leader();
    let written = leader.store(partials, 1u32);
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, written);
    let arrival = block.broadcast_ticket(ticket);
    if let Some(last) = arrival.last() {
        let mut sum = 0u32;
        for b in 0u32..block.count() {
            sum += last.read(b);
        }
        if let Some(cell) = last.leader_cell() {
            total[cell] = sum;
        }
        leader.reset(last);
    }
}

/// A message of channel `a` used to read channel `b`, of the same type, so
/// rustc cannot tell the two apart (`docs/soundness.md`, rule P2): the device
/// check that a message is read by its own channel stops the kernel.
#[kernel]
pub fn read_through_another_channel(
    block: ThisBlock,
    a_payload: Global<u32>,
    a_flags: Global<u32>,
    b_payload: Global<u32>,
    b_flags: Global<u32>,
    out: &mut [u32],
) {
    let a = block.channel(a_payload, a_flags);
    let b = block.channel(b_payload, b_flags);
    let i = block.global_index();
    let written = a.write(i, 7u32);
    a.signal(Release, written);
    if let Some(message) = a.wait(i, Acquire, 1000u32) {
        out[i] = b.read(&message);
    }
}

/// `out[q]`, the sum of the `q`-th four of `input`, read in one 16-byte load
/// (`load4`): on a cudarc view that does not start on 16 bytes, the load
/// stops the kernel (`Check::Align`).
#[kernel]
pub fn quad_sums(
    block: ThisBlock,
    #[len(quads * 4)] input: &[f32],
    quads: u64,
    #[len(quads)] out: &mut [f32],
) {
    for q in block.grid_stride(quads) {
        out[q] = input.load4(q.get()).sum();
    }
}

/// Cells a block of [`swap_pairs`] holds in its tile, two a thread.
pub const PAIRED: u64 = 256;

/// Swaps each pair of cells `stride` apart in runs of 256 (`Tile::pairs`),
/// a block of 128 threads a run: `out[j] = input[j ^ stride]` within the
/// run, for a power of two below 256. Any other stride stops the kernel
/// (`Check::Shape`), as does a block of more than 128 threads.
#[kernel]
pub fn swap_pairs(
    block: ThisBlock,
    #[len(n)] input: &[u32],
    n: u64,
    stride: u32,
    #[len(n)] out: Output<u32, Coalesced<Chunks<PAIRED>>>,
) {
    let tile: Tile<u32, 256> = block.shared();
    let first = block.index() as u64 * PAIRED;
    let mut values = [0u32; 2];
    for k in 0u32..2u32 {
        let i = first + (block.thread_index() + k * block.size().get()) as u64;
        if i < n {
            values[k] = input[i];
        }
    }
    let tile = tile.write_strided(values).sync_threads();
    let pair = tile.pairs(stride);
    let (low, high) = pair.values();
    let tile = pair.write_pair(high, low).sync_threads();
    let view = block.chunks::<PAIRED>().coalesced();
    for k in 0u32..2u32 {
        if let Some(cell) = view.cell(k) {
            out[cell] = tile.read(block.thread_index() + k * block.size().get());
        }
    }
}

/// Every thread signals its own flag only when `signal` is set, then waits
/// on the flag of the cell after its own `rounds` times, each wait bounded
/// by `u32::MAX` looks: unsignalled, that is 2^32 looks a round, 2^64 in
/// all. The bounded waits of a thread draw on one wait budget, so the kernel
/// stops (`Check::Wait`) after 6 s on an H100 instead; signalled, every wait
/// ends at its first look.
#[kernel]
pub fn wait_in_a_loop(
    block: ThisBlock,
    payload: Global<u32>,
    flags: Global<u32>,
    signal: bool,
    rounds: u32,
    out: &mut [u32],
) {
    let channel = block.channel(payload, flags);
    let i = block.global_index();
    let n = block.count() as u64 * block.size() as u64;
    if signal {
        let written = channel.write(i, 1u32);
        channel.signal(Release, written);
    }
    let mut seen = 0u32;
    for _ in 0u32..rounds {
        if let Some(message) = channel.wait((i.get() + 1u64) % n, Acquire, u32::MAX) {
            seen += channel.read(&message);
        }
    }
    out[i] = seen;
}
