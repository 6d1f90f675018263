//! Red team, round 19: thread t reads cell t+1 in the `if let` scrutinee while
//! thread t+1, already in the branch, rewrites it (rule T1).
use cuda_sync::prelude::*;

#[kernel]
pub fn gather(
    block: ThisBlock,
    #[len(blocks * threads)] slots: &[u32],
    #[len(blocks * threads)] payload: Global<u32>,
    #[len(blocks * threads)] flags: Global<u32>,
    bound: u32,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let tile: Tile<u32, 256> = block.shared();
    let channel: Channel<u32, cuda_sync::publish::Released> = block.channel(payload, flags);
    let i = block.global_index();
    let tid = block.thread_index();
    let loaded = tile.write_own(slots[i]).sync_threads();
    if let Some(message) = channel.wait(loaded.read((tid + 1u32) % 256u32), Acquire, bound) {
        let marked = loaded.write_own(1u32);
        out[i] = channel.read(&message);
    }
}

fn main() {}
