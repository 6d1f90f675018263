//! Red team, round 18: thread t reads cell t-1 in the condition while thread t-1,
//! already in the branch, rewrites it: the condition's read is pending in the
//! branches (rule T1).
use cuda_sync::prelude::*;

#[kernel]
pub fn suppress(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(blocks * threads)] out: &mut [f32],
) {
    let t: Tile<f32, 256> = block.shared();
    let tid = block.thread_index();
    let i = block.global_index();
    let x = input[i];
    let r = t.write_own(x).sync_threads();
    if tid > 0u32 && r.read(tid - 1u32) > x {
        let zeroed = r.reuse().write_own(0.0f32);
        out[i] = 0.0f32;
    } else {
        out[i] = x;
    }
}

fn main() {}
