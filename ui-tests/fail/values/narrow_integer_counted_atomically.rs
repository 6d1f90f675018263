//! `u8`, `i8`, `u16` and `i16` are values, buffers and outputs, but no atomic
//! takes them (libcu++'s `atomic_ref` has no 1- or 2-byte operations on the
//! GPU), nor a reduction: a histogram of bytes counts in `u32` cells.
use cuda_sync::prelude::*;

#[kernel]
pub fn byte_histogram(block: ThisBlock, bytes: &[u8], bins: Global<u16>) {
    let byte = bytes[block.global_index()];
    bins.at(byte as u32).fetch_add(1u16, Relaxed);
}

fn main() {}
