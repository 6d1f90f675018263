//! Class R: block 0 waits for a flag block 1 sets after the grid barrier,
//! which block 0 never reaches.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn stuck(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, cells: Global<u32>, grid: GridBarrier, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    let written = cells.write_own(1u32);
    let i = block.global_index();
    if block.index() == 0u32 {
        let message = channel.wait_forever(i + 256u64, Acquire);
        out[i] = channel.read(&message);
    }
    let synced = block.sync_grid(grid, written);
    let sent = channel.write(i, synced.read(0u32) as f32);
    channel.signal(Release, sent);
}

fn main() {}
