//! `match` on a variable with integer literals, constants by path
//! (`i32::MIN`) and ranges, and `_` last: an `if` chain in the Rust rustc
//! checks and in the C++. On a per-thread value its arms are per-thread; on
//! a uniform one, an arm may hold a barrier.
use cuda_sync::prelude::*;

#[kernel]
pub fn classify(block: ThisBlock, #[len(n)] input: &[u32], n: u64, #[len(n)] out: &mut [u32]) {
    let lane = block.thread_index() % 32u32;
    for i in block.grid_stride(n) {
        let x = input[i];
        let mut class = 0u32;
        match x {
            0 => class = 10u32,
            1 | 2 => {
                class = 20u32;
            }
            3..=7 => class = 30u32 + lane,
            8..16 => class = 40u32,
            100.. => class = 50u32,
            _ => {}
        }
        out[i] = class;
    }
    for i in block.grid_stride(n) {
        let signed = input[i] as i32;
        let mut sign = 0u32;
        match signed {
            i32::MIN..=-1 => sign = 1u32,
            0 => {}
            i32::MAX => sign = 3u32,
            _ => sign = 2u32,
        }
        let raw = input[i];
        match raw {
            u32::MAX => sign += 10u32,
            _ => {}
        }
        out[i] += sign;
    }
    let threads = block.size();
    match threads {
        32 => block.sync_threads(),
        64 | 128 => {
            block.sync_threads();
            block.sync_threads();
        }
        _ => {}
    };
}

fn main() {}
