//! Red team, round 5: a kernel returns a call that writes a tile cell: the write
//! runs in threads that then exit.
use cuda_sync::prelude::*;
#[device]
fn wr(tile: Tile<f32, 256>, v: f32) {
    let filled = tile.write_own(v);
}
#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let t = block.thread_index();
    if t >= 128u32 {
        return wr(tile, 1.0f32);
    }
    let tile = tile.write_own(input[t as usize]);
    let tile = tile.sync_threads();
    out[block.global_index()] = tile.read(255u32 - t);
}
fn main() { let c = cuda_sync::launch::Compiler::with_cache_dir(None).expect("nvrtc"); match c.ptx(&k::SOURCE, 90) { Ok(_) => println!("NVRTC OK"), Err(e) => println!("NVRTC ERR {e}") } }
