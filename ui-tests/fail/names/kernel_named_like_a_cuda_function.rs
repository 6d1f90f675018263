//! A kernel is an `extern "C"` function of its own name in the global
//! namespace of its C++, where CUDA's headers declare the math functions
//! (`max`, `expf`), the C++ keywords and built-ins, and the runtime's
//! `cuda..` names (`cudaStream_t`): rustc took a kernel named `max`, and NVRTC refused it
//! ("more than one instance of overloaded function"). Such names are refused
//! here, naming the clash.
use cuda_sync::prelude::*;

#[kernel]
pub fn max(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    out[block.global_index()] = 1u32;
}

#[kernel]
pub fn cudaStream_t(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    out[block.global_index()] = 2u32;
}

#[kernel]
pub fn double(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    out[block.global_index()] = 3u32;
}

fn main() {}
