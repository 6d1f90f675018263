//! Protocols of atomics that keep a thread's order (rule A1): message passing
//! with a release store and an acquire load, store buffering with `SeqCst`,
//! a litmus test that counts weak outcomes with the `Unordered` marker,
//! counters and statistics, a flag whose reader reads nothing else, and
//! shared atomics used one way per phase (stored, then counted, then loaded).
use cuda_sync::prelude::*;

#[kernel]
pub fn message_passing(
    block: ThisBlock,
    #[len(1)] payload: Global<u32>,
    #[len(1)] flag: Global<u32>,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let payload = payload.atomic::<Device>(0u32);
    let flag = flag.atomic::<Device>(0u32);
    let i = block.global_index();
    if i == 0u64 {
        payload.store(42u32, Relaxed);
        flag.store(1u32, Release);
    } else if flag.load(Acquire) == 1u32 {
        out[i] = payload.load(Relaxed);
    }
}

#[kernel]
pub fn store_buffering(
    block: ThisBlock,
    #[len(2)] cells: Global<u32>,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let cells = cells.atomics::<Device>();
    let i = block.global_index();
    let mine = (i % 2u64) as u32;
    cells.at(mine).store(1u32, SeqCst);
    out[i] = cells.at(1u32 - mine).load(SeqCst);
}

/// The weak outcome is what this kernel counts: the marker says so.
#[kernel]
pub fn litmus_message_passing(
    block: ThisBlock,
    #[len(2)] cells: Global<u32>,
    #[len(blocks * threads)] flags: &mut [u32],
    #[len(blocks * threads)] payloads: &mut [u32],
) {
    let cells = cells.atomics::<Device>();
    let i = block.global_index();
    if i == 0u64 {
        cells.at(0u32).store(1u32, Unordered);
        cells.at(1u32).store(1u32, Unordered);
    } else {
        flags[i] = cells.at(1u32).load(Unordered);
        payloads[i] = cells.at(0u32).load(Unordered);
    }
}

/// Counts and statistics: adds whose results nobody reads, in any order.
#[kernel]
pub fn statistics(
    block: ThisBlock,
    #[len(n)] input: &[u32],
    n: u64,
    #[len(2)] stats: Global<u32>,
    #[len(16)] bins: Global<u32>,
) {
    let stats = stats.atomics::<Device>();
    let bins = bins.atomics::<Device>();
    for i in block.grid_stride(n) {
        let x = input[i];
        stats.at(0u32).fetch_add(1u32, Relaxed);
        stats.at(1u32).fetch_max(x, Relaxed);
        bins.at(x % 16u32).fetch_add(1u32, Relaxed);
    }
}

/// A flag whose reader reads nothing else: one cell, polled and stored.
#[kernel(cooperative)]
pub fn flag_only(block: ThisBlock, #[len(1)] flag: Global<u32>) {
    let flag = flag.atomic::<Device>(0u32);
    if block.global_index() == 0u64 {
        flag.store(1u32, Relaxed);
    } else {
        while flag.load(Relaxed) == 0u32 {
            block.sleep(100u32);
        }
    }
}

/// Shared atomics one way per phase: zeroed, a barrier, counted (a claim
/// reads its result: still an update), a barrier, loaded.
#[kernel]
pub fn shared_phases(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[u32],
    #[len(blocks * threads)] counts: &mut [u32],
) {
    let bins: Shared<u32, 32> = block.shared();
    let t = block.thread_index();
    if t < 32u32 {
        bins.atomic::<Block>(t).store(0u32, Relaxed);
    }
    block.sync_threads();
    let _slot = bins
        .atomic::<Block>(input[block.global_index()] % 32u32)
        .fetch_add(1u32, Relaxed);
    block.sync_threads();
    counts[block.global_index()] = bins.atomic::<Block>(t % 32u32).load(Relaxed);
}

fn main() {}

/// Rounds of shared atomics with two barriers a round, and stores to two
/// cells in the two arms of one branch (one thread takes one arm).
#[kernel]
pub fn shared_rounds(
    block: ThisBlock,
    #[len(blocks * threads)] out: &mut [u32],
    #[len(2)] cells: Global<u32>,
    rounds: u32,
) {
    let shared: Shared<u32, 256> = block.shared();
    let cells = cells.atomics::<Device>();
    let t = block.thread_index();
    let mut sum = 0u32;
    for r in 0u32..rounds {
        shared.atomic::<Block>(t % 256u32).store(r + t, Relaxed);
        block.sync_threads();
        sum += shared.atomic::<Block>(255u32 - t % 256u32).load(Relaxed);
        block.sync_threads();
    }
    if t % 2u32 == 0u32 {
        cells.at(0u32).store(sum, Relaxed);
    } else {
        cells.at(1u32).store(sum, Relaxed);
    }
    out[block.global_index()] = sum;
}

/// A counter as the signal, released and acquired by one `AcqRel` add: the
/// results stored before it, read after the count is complete.
#[kernel]
pub fn counted_done(
    block: ThisBlock,
    #[len(blocks * threads)] results: Global<u32>,
    #[len(1)] done: Global<u32>,
    n: u32,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let results = results.atomics::<Device>();
    let done = done.atomic::<Device>(0u32);
    let i = block.global_index();
    results.at(i).store(i as u32, Relaxed);
    done.fetch_add(1u32, AcqRel);
    if done.load(Acquire) == n {
        out[i] = results.at(0u32).load(Relaxed);
    }
}

/// Release/acquire message passing whose producer returns after its flag:
/// the consumers' loads after the `if` follow none of its stores on any
/// path (red team round 9: a `return` did not end the path).
#[kernel]
pub fn producer_returns(
    block: ThisBlock,
    #[len(1)] data: Global<u32>,
    #[len(1)] flag: Global<u32>,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let data = data.atomic::<Device>(0u32);
    let flag = flag.atomic::<Device>(0u32);
    let i = block.global_index();
    if i == 0u64 {
        data.store(42u32, Relaxed);
        flag.store(1u32, Release);
        return;
    }
    if flag.load(Acquire) == 1u32 {
        out[i] = data.load(Relaxed);
    }
}

/// A shared cell stored before a scan's tile draw and loaded after it: the
/// draw broadcasts the tile through a block barrier, so the two are two
/// phases (red team round 10: the draw, the scan and the prefix broadcast
/// were not taken as barriers).
#[kernel(min_blocks_per_sm = 3)]
pub fn shared_across_a_tile_draw(
    block: ThisBlock,
    #[len(n)] input: &[i32],
    n: u64,
    #[len(blocks + 1)] status: Global<TileStatus<i32>>,
    #[len(n)] output: Output<i32, ByTile>,
    #[len(blocks * threads)] seen: &mut [u32],
) {
    let s: Shared<u32, 1> = block.shared();
    let statuses = status.tile_statuses::<Device>();
    if block.thread_index() == 0u32 {
        s.atomic::<Block>(0u32).store(5u32, Relaxed);
    }
    let tile = block.draw_tile(&statuses);
    let r = s.atomic::<Block>(0u32).load(Relaxed);
    let scan = block.scan_tile(tile, input, n, Sum);
    let aggregate = statuses.publish(Release, statuses.write_aggregate(&scan));
    let looked = statuses.look_back(aggregate, Acquire);
    statuses.publish(Release, statuses.write_prefix(&looked));
    let prefix = block.broadcast_prefix(looked);
    scan.store_inclusive(output, prefix);
    seen[block.global_index()] = r;
}

/// A payload stored each round, and its releasing flag in the round that
/// returns: the flag is the thread's last access, so no later payload store
/// follows it (red team round 11: the loop's back edge took the returning
/// arm's flag to the next round).
#[kernel]
pub fn flag_then_return_in_a_loop(block: ThisBlock, #[len(2)] cells: Global<u32>, rounds: u32) {
    let data = cells.atomics::<Device>();
    let t = block.thread_index();
    for k in 0u32..rounds {
        data.at(1u32).store(k.get(), Relaxed);
        if k == t {
            data.at(0u32).store(1u32, Release);
            return;
        }
    }
}
