//! Red team (protocols round 4).
//! Store buffering between two blocks, with an `AcqRel` count between each
//! thread's store and load, but behind `&&`: the count runs only where the
//! left operand holds, so in threads 0 to 5 nothing stands between the
//! store and the load. Both may read 0.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn count_behind_a_short_circuit(block: ThisBlock, #[len(3)] cells: Global<u32>, #[len(n)] out: &mut [u32], n: u64) {
    let cells = cells.atomics::<Device>();
    let x = cells.at(0u32);
    let y = cells.at(1u32);
    let z = cells.at(2u32);
    let mut r = 0u32;
    if block.index() == 0 {
        x.store(1u32, Relaxed);
        if block.thread_index() > 5u32 && z.fetch_add(1u32, AcqRel) > 0u32 {
            r = 100u32;
        }
        r += y.load(Relaxed);
    } else {
        y.store(1u32, Relaxed);
        if block.thread_index() > 5u32 || z.fetch_add(1u32, AcqRel) > 0u32 {
            r = 100u32;
        }
        r += x.load(Relaxed);
    }
    out[block.global_index()] = r;
}

fn main() {}
