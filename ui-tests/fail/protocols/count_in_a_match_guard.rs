//! Red team (protocols round 4).
//! Store buffering, with an `AcqRel` count between the store and the load
//! in a match guard: the guard runs only where its pattern matches (thread
//! 7), so in every other thread nothing stands between. Both may read 0.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn count_in_a_match_guard(block: ThisBlock, #[len(3)] cells: Global<u32>, #[len(n)] out: &mut [u32], n: u64) {
    let cells = cells.atomics::<Device>();
    let x = cells.at(0u32);
    let y = cells.at(1u32);
    let z = cells.at(2u32);
    let mut r = 0u32;
    if block.index() == 0 {
        x.store(1u32, Relaxed);
        match block.thread_index() {
            7 if z.fetch_add(1u32, AcqRel) > 0u32 => r = 100u32,
            _ => {}
        }
        r += y.load(Relaxed);
    } else {
        y.store(1u32, Relaxed);
        match block.thread_index() {
            7 if z.fetch_add(1u32, AcqRel) > 0u32 => r = 100u32,
            _ => {}
        }
        r += x.load(Relaxed);
    }
    out[block.global_index()] = r;
}

fn main() {}
