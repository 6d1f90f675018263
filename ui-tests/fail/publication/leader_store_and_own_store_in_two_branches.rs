//! Red team, round 5: the leader stores cell `blockIdx.x`, the others their own
//! cells: two plain stores meet in one cell.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, cells: Global<u32>, out: &mut [u32]) {
    let leader = block.leader();
    if block.thread_index() == 0u32 {
        let written = leader.store(cells, 5u32);
        let fenced = written.release_fence::<Device>();
    } else {
        let written = cells.write_own(block.thread_index());
        out[block.global_index()] = written.read_own();
    }
}
fn main() { let c = cuda_sync::launch::Compiler::with_cache_dir(None).expect("nvrtc"); match c.ptx(&k::SOURCE, 90) { Ok(_) => println!("NVRTC OK"), Err(e) => println!("NVRTC ERR {e}") } }
