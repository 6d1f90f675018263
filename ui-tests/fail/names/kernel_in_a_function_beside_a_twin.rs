//! A kernel in a function body, beside a kernel of the same name (here two
//! expansions of one `macro_rules!`) in the module: the module's twin must
//! not vouch for it. Its text in `limits` names the function's `LIMIT` (4),
//! its module would have read the module's (1000). Red team round 70 found
//! a twin in the module let it through; each expansion's marker is its own.
use cuda_sync::prelude::*;

const LIMIT: u32 = 1000;

macro_rules! limit_kernel {
    () => {
        #[kernel]
        pub fn limit_of(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
            out[block.global_index()] = LIMIT;
        }
    };
}

limit_kernel!();

pub fn limits() -> &'static cuda_sync::KernelSource {
    const LIMIT: u32 = 4;
    limit_kernel!();
    &limit_of::SOURCE
}

fn main() {
    limits();
}
