//! Red team round 2: a number without a suffix in a device function's value,
//! or in a `return`, takes the function's result type, as rustc types it.
use cuda_sync::prelude::*;

#[device]
pub fn at_least_five(v: u64) -> u64 {
    if v > 9u64 {
        return 9;
    }
    if v > 0u64 {
        v
    } else {
        5
    }
}

#[device]
pub fn seven() -> u64 {
    7
}

#[kernel]
pub fn floors(block: ThisBlock, #[len(n)] out: &mut [u64], n: u64) {
    let i = block.global_index();
    if i < n {
        out[i] = at_least_five(n) + seven();
    }
}

fn main() {}
