//! Red team, round 22: `let lead @ tid = 0u32;` binds two names; the C++ knew
//! only `lead`, so its `tid` stayed the thread index that rustc no longer saw:
//! a per-thread branch checked as uniform, and a tile race (rule N1).
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, #[len(blocks*threads)] out: &mut [f32]) {
    let i = block.global_index();
    let tid = block.thread_index();
    let lead @ tid = 0u32;
    let tile: Tile<f32, 256> = block.shared();
    let tile = tile.write_own(1.0f32);
    let tile = tile.sync_threads();
    if tid < 1u32 {
        out[i] = tile.read(5u32);
    } else {
        let again = tile.write_own(lead.get() as f32);
        out[i] = 0.0f32;
    }
}
fn main() {}
