//! Red team (protocols round 4).
//! Message passing on two channels' flags: block 0 signals channel `a`, then
//! channel `b`. The other blocks wait on `b`'s flag, then on `a`'s, each
//! with a relaxed wait: two loads of two cells, the first not acquiring, so
//! `b` may be seen signalled and `a` not, though `a` was signalled first.
use cuda_sync::prelude::*;

#[kernel]
pub fn two_relaxed_waits(block: ThisBlock, #[len(n)] pa: Global<u32>, #[len(n)] fa: Global<u32>,
                         #[len(n)] pb: Global<u32>, #[len(n)] fb: Global<u32>, #[len(n)] out: &mut [u32], n: u64) {
    let a = block.channel(pa, fa);
    let b = block.channel(pb, fb);
    if block.index() == 0 {
        let written = a.write(block.global_index(), 1u32);
        a.signal(Release, written);
        let written = b.write(block.global_index(), 2u32);
        b.signal(Release, written);
    } else {
        let mut r = 0u32;
        if let Some(_b) = b.wait(block.thread_index(), Relaxed, 1u32) {
            r = 1u32;
            if let Some(_a) = a.wait(block.thread_index(), Relaxed, 1u32) {
                r = 2u32;
            }
        }
        out[block.global_index()] = r;
    }
}

fn main() {}
