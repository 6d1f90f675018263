//! Litmus shape IRIW: two writers store one cell each; the readers load both
//! cells, in opposite orders, relaxed: two readers may disagree on which
//! store came first (rule A1).
use cuda_sync::prelude::*;

#[kernel]
pub fn iriw(
    block: ThisBlock,
    #[len(2)] cells: Global<u32>,
    #[len(blocks * threads)] first: &mut [u32],
    #[len(blocks * threads)] second: &mut [u32],
) {
    let cells = cells.atomics::<Device>();
    let i = block.global_index();
    let which = (i % 2u64) as u32;
    if i < 2u64 {
        cells.at(which).store(1u32, SeqCst);
    } else {
        first[i] = cells.at(which).load(Relaxed);
        second[i] = cells.at(1u32 - which).load(Relaxed);
    }
}

fn main() {}
