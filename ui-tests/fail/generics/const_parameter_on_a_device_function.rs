//! A device function's const parameter is in none of its arguments, so C++
//! could not deduce it.
use cuda_sync::prelude::*;

#[device]
pub fn times<const K: u32>(x: u32) -> u32 {
    x * K
}

fn main() {}
