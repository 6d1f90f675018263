//! Red team round 47: tiles sized at launch declared in the two arms of a
//! block-uniform `if` and in a block of their own. Each is placed after all
//! the dynamic storage declared before it, whatever scope that was in.
use cuda_sync::prelude::*;

#[kernel]
pub fn either<const N: usize>(
    block: ThisBlock,
    wide: u32,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let i = block.global_index();
    let t = block.thread_index();
    let mut kept = 0u32;
    if wide > 3u32 {
        let a: Tile<u32, N> = block.shared();
        let a = a.write_own(t);
        block.sync_threads();
        kept = a.read(0u32);
    } else {
        let b: Tile<u64, N> = block.shared();
        let b = b.write_own(t as u64);
        block.sync_threads();
        kept = b.read(0u32) as u32;
    }
    {
        let c: Tile<u32, N> = block.shared();
        let c = c.write_own(kept);
        block.sync_threads();
        kept = c.read(0u32);
    }
    out[i] = kept;
}

fn main() {}
