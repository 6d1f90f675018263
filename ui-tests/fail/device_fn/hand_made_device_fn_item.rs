//! Red team, round 2: a hand-made companion for a device function would put
//! unchecked C++ in a kernel; the trait is `unsafe`, and only the macro implements it.
use cuda_sync::prelude::*;
use cuda_sync::flow::{Free, Needs};
use cuda_sync::launch::{DeviceFn, DeviceFnItem};

#[allow(non_camel_case_types)]
pub struct forged {}

static FORGED: DeviceFn = DeviceFn { cuda: "", calls: &[], constants: &[], max_threads_per_block: None };

impl DeviceFnItem for forged {
    type Needs = Needs<Free, Free, Free, Free, Free, Free>;
    const SOURCE: &'static DeviceFn = &FORGED;
}

fn main() {}
