//! Red team, round 37: every crate method that borrows its receiver was
//! exposed to a user trait method of the same name that takes `self`. Here a
//! trait's `load(self, order)` on `Atomic` answered `flag.load(Release)`
//! before the crate's `Atomic::load(&self, ..)`, and skipped its `LoadOrder`
//! bound; the C++ got a load with `memory_order_release`, which C++ does
//! not allow. The macro now hands every crate method that borrows its
//! receiver exactly `&Atomic`, so the crate's own method is found first.
use cuda_sync::prelude::*;
use cuda_sync::Atomic;

pub trait AnyOrder {
    fn load<O>(self, order: O) -> u32;
}
impl<S: cuda_sync::scope::Scope> AnyOrder for Atomic<u32, S> {
    fn load<O>(self, _order: O) -> u32 {
        unimplemented!()
    }
}

#[kernel]
pub fn k(block: ThisBlock, flag: Global<u32>, #[len(blocks * threads)] out: &mut [u32]) {
    let flag = flag.atomic::<Device>(0u32);
    out[block.global_index()] = flag.load(Release);
}

fn main() {}
