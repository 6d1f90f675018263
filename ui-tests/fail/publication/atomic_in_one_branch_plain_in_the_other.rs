//! Red team, round 5: one branch stores cell 0 plainly, the other adds to it
//! atomically. Memory gets its use at the top level.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, cells: Global<u32>, out: &mut [u32]) {
    if block.index() == 0u32 {
        let written = cells.write_own(7u32);
        out[block.global_index()] = written.read_own();
    } else {
        cells.atomic::<Device>(0u32).fetch_add(1u32, Relaxed);
    }
}
fn main() { let c = cuda_sync::launch::Compiler::with_cache_dir(None).expect("nvrtc"); match c.ptx(&k::SOURCE, 90) { Ok(_) => println!("NVRTC OK"), Err(e) => println!("NVRTC ERR {e}") } }
