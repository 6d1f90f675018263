#![deny(missing_docs)]

//! The `#[kernel]` and `#[device]` macros of cuda-sync.
//!
//! From one function body they produce (a) a Rust item that rustc type-checks
//! against cuda-sync's device-side types, spans preserved, never executed; (b)
//! the CUDA C++ of the same body, with `#line` directives into the Rust file;
//! (c) for a kernel, a typed host launcher. The subset they accept is in
//! `parse`; everything outside it is a spanned error from `valid`.

use proc_macro::TokenStream;
use syn::{parse_macro_input, ItemFn};

mod arg;
mod check;
mod emit;
mod expand;
mod generics;
mod initial;
mod math;
mod options;
mod parse;
mod protocol;
mod sequence;
mod spelled;
mod sugar;
mod valid;

#[cfg(test)]
mod fuzz;
#[cfg(test)]
mod tests;

/// A GPU kernel written in cuda-sync's Rust subset: its parameters, the
/// statements and expressions it may use, what each is in the CUDA C++, and
/// what is refused are in `cuda_sync::language`. `#[kernel(cooperative)]`
/// launches every block at once (needed for grid barriers and waits on other
/// blocks). The macro makes a module of the kernel's name with `SOURCE` (the
/// C++) and `launch` (the typed launcher).
#[proc_macro_attribute]
pub fn kernel(args: TokenStream, item: TokenStream) -> TokenStream {
    let function = sugar::desugar(parse_macro_input!(item as ItemFn));
    expand::kernel(args.into(), function).into()
}

/// A device function that kernels (and other device functions) call, in the
/// same subset as `#[kernel]` (`cuda_sync::language`). It carries what it needs
/// of its callers (a uniform flow, every thread, a cooperative launch), checked
/// at every call.
#[proc_macro_attribute]
pub fn device(args: TokenStream, item: TokenStream) -> TokenStream {
    let function = sugar::desugar(parse_macro_input!(item as ItemFn));
    expand::device(args.into(), function).into()
}

/// `#[derive(KernelArg)]` on a `#[repr(C)]` struct of scalars: kernels take
/// it by value, as one argument (`cuda_sync::arg`).
#[proc_macro_derive(KernelArg)]
pub fn kernel_arg(item: TokenStream) -> TokenStream {
    arg::derive(parse_macro_input!(item as syn::DeriveInput)).into()
}
