//! Red team round 49: where a struct argument's field is private, rustc looks
//! `p.cell` up through a `Deref` of the struct (here to an owned index, so
//! every thread would store to one cell), while the GPU reads the field. A
//! kernel argument's fields are `pub`, and what a kernel reads of one is a
//! scalar.
use cuda_sync::prelude::*;

mod params {
    use cuda_sync::prelude::*;

    #[derive(Clone, Copy, KernelArg)]
    #[repr(C)]
    pub struct Params {
        cell: u64,
    }

    pub struct Other {
        pub cell: Own<ByThread>,
    }

    impl core::ops::Deref for Params {
        type Target = Other;
        fn deref(&self) -> &Other {
            unimplemented!()
        }
    }
}

#[kernel]
pub fn one_cell(block: ThisBlock, p: params::Params, #[len(blocks * threads)] out: &mut [u32]) {
    let c = p.cell.get();
    out[c] = block.thread_index();
}

fn main() {}
