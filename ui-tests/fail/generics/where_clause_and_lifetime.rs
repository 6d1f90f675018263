//! Bounds go where the parameter is declared; a kernel has no lifetimes.
use cuda_sync::prelude::*;

#[kernel]
pub fn k<'a, T>(block: ThisBlock, #[len(n)] y: &mut [T], n: u64)
where
    T: Scalar,
{
}

fn main() {}
