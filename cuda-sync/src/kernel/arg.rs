//! Structs of scalars passed to a kernel by value, as one argument.
//!
//! ```
//! use cuda_sync::prelude::*;
//!
//! #[derive(Clone, Copy, KernelArg)]
//! #[repr(C)]
//! pub struct Affine {
//!     pub scale: f32,
//!     pub offset: f32,
//! }
//!
//! #[kernel]
//! pub fn apply(block: ThisBlock, map: Affine, #[len(n)] x: &[f32], n: u64, #[len(n)] y: &mut [f32]) {
//!     for i in block.grid_stride(n) {
//!         y[i] = x[i].mul_add(map.scale.get(), map.offset.get());
//!     }
//! }
//! # fn main() {}
//! ```
//!
//! The rules:
//!
//! - **A struct argument is uniform**, as a scalar one is: every thread
//!   gets the same value, so its fields are [`Uniform`](crate::Uniform)
//!   (`map.scale` above). `map.get()` is the plain struct, for a device
//!   function's parameter of the struct's type, whose fields are plain.
//! - **Read-only.** A kernel reads fields; it neither assigns them nor builds
//!   a struct.
//! - **Its layout is C's.** `#[derive(KernelArg)]` takes a `#[repr(C)]`
//!   struct with named fields of the kernel language's scalar types
//!   ([`Field`]). The kernel's C++ defines the same struct, member for
//!   member, with `static_assert`s that its size and alignment are the ones
//!   rustc laid out; the launcher copies the bytes.

/// A struct of scalars that kernels take by value. Derive it:
/// `#[derive(Clone, Copy, KernelArg)]` on a `#[repr(C)]` struct.
///
/// # Safety
///
/// `definition` must define a C++ struct of `Self`'s name and layout, and
/// `Self` must be `#[repr(C)]` of [`Field`]s only. The derive checks both.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a type a kernel takes or names",
    label = "not a scalar, a cuda-sync kernel type, or a struct that derives `KernelArg`",
    note = "a kernel takes `ThisBlock`, buffers (`&[T]`, `&mut [T]`, `Output`, `Global`, `Mapped`), `GridBarrier`, scalars, and `#[repr(C)]` structs of scalars that derive `KernelArg`",
    note = "fix: for a struct of your own, `#[derive(Clone, Copy, KernelArg)] #[repr(C)] struct {Self} {{ .. }}`, its fields scalars; a vector (`F32x4`, `U32x4`, ...) is a buffer's cell, not an argument by value: take `&[F32x4]`, or its lanes as four scalars"
)]
pub unsafe trait KernelArg: Copy + cudarc::driver::DeviceRepr + 'static {
    /// The name the struct was defined with, which its C++ twin has too.
    /// A kernel's C++ names the struct by it wherever the kernel names the
    /// type, under whatever name (`use a::Camera as View`, `type V =
    /// Camera`) the Rust spells it.
    const NAME: &'static str;

    /// The C++ definition of the struct, under [`KernelArg::NAME`].
    fn definition() -> String;
}

/// A field of a [`KernelArg`] struct: a scalar of the kernel language.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a field type of a kernel argument",
    label = "a `KernelArg` struct's fields are `u32`, `u64`, `usize`, `i32`, `i64`, `u8`, `i8`, `u16`, `i16`, `f32`, `f64` or `bool`",
    note = "rule: the kernel's C++ defines the same struct, field for field, so each field is a type both languages lay out alike"
)]
pub trait Field: Copy + sealed::Field {
    /// Its C++ type.
    const CUDA: &'static str;
}

mod sealed {
    pub trait Field {}
}

macro_rules! fields {
    ($($t:ty => $cpp:literal),*) => {$(
        impl sealed::Field for $t {}
        impl Field for $t {
            const CUDA: &'static str = $cpp;
        }
    )*};
}
fields!(u32 => "unsigned int", u64 => "unsigned long long", usize => "unsigned long long",
    i32 => "int", i64 => "long long", u8 => "unsigned char", i8 => "signed char",
    u16 => "unsigned short", i16 => "short", f32 => "float", f64 => "double", bool => "bool");

/// One field of a struct as the derive sees it.
pub struct Member {
    /// The Rust name; the C++ member is `name_`, as every Rust name is.
    pub name: &'static str,
    /// Its C++ type ([`Field::CUDA`]).
    pub cuda: &'static str,
}

/// The C++ definition of a struct of `members` named `name`, asserting the
/// size and alignment of `S`: with the same members in the same order, C++
/// and `#[repr(C)]` place each at the same offset. The derive's
/// `KernelArg::definition`.
pub fn definition<S>(name: &str, members: &[Member]) -> String {
    let fields: String = members
        .iter()
        .map(|member| format!(" {} {}_;", member.cuda, member.name))
        .collect();
    format!(
        "struct {name} {{{fields} }};\nstatic_assert(sizeof({name}) == {} && alignof({name}) == {}, \"the C++ layout of `{}` is its Rust one\");",
        core::mem::size_of::<S>(),
        core::mem::align_of::<S>(),
        core::any::type_name::<S>()
    )
}
