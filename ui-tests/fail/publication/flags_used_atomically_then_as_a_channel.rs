//! Red team, round 5: one thread sets a flag atomically and returns; the others
//! make a channel of the same flags.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let t = block.thread_index();
    if t == 1u32 {
        flags.atomic::<Device>(0u32).store(1u32, Relaxed);
        return;
    }
    let channel = block.channel(payload, flags);
    if block.index() == 0u32 {
        if t == 0u32 {
            let written = channel.write(block.global_index(), 42.0f32);
            channel.signal(Release, written);
        }
    } else if t == 0u32 {
        if let Some(message) = channel.wait(0u32, Acquire, 1000u32) {
            out[block.global_index()] = channel.read(&message);
        }
    }
}
fn main() { let c = cuda_sync::launch::Compiler::with_cache_dir(None).expect("nvrtc"); match c.ptx(&k::SOURCE, 90) { Ok(_) => println!("NVRTC OK"), Err(e) => println!("NVRTC ERR {e}") } }
