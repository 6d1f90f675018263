//! Rule N1: the names that reach the CUDA C++ as they are spelled.
//!
//! The C++ of a kernel is emitted from its tokens, so `Relaxed` in the Rust is
//! `Relaxed` in the C++, whatever rustc resolved it to. A `use .. as`, a
//! `const` or a `type` alias that gives another item one of these names would
//! make rustc check one program and the GPU run another (an `Acquire` imported
//! as `Relaxed` is an acquire to rustc and a relaxed load in the PTX). For
//! every such name in a kernel or device function, the Rust item gets a check
//! that the name resolves to the item of that name in cuda-sync (or to the
//! primitive type).

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::{ExprPath, ItemFn, TypePath};

/// Orders: values (`fetch_add(1, Relaxed)`) and types.
const ORDERS: &[&str] = &[
    "Relaxed",
    "Acquire",
    "Release",
    "AcqRel",
    "SeqCst",
    "Unordered",
];
/// Whether `name` is an order's (`Relaxed`, ..., `Unordered`).
pub fn is_order(name: &str) -> bool {
    ORDERS.contains(&name)
}

/// A scan's operators: values (`scan_tile(tile, input, n, Max)`) and types.
const OPERATORS: &[&str] = &["Sum", "Min", "Max"];
/// The crate's types the macro reads by their spelling (`parse::kind`, tiles,
/// outputs), with the module of cuda-sync each lives in: a type of the user's
/// of one of these names would be checked by rustc while the C++ names the
/// shim's (a `struct Tile` whose `read` needs no barrier).
const CRATE_TYPES: &[(&str, &str)] = &[
    ("ThisBlock", "block"),
    ("GridBarrier", "memory"),
    ("Mapped", "host"),
    ("Output", "output"),
    ("Own", "output"),
    ("Global", "memory"),
    ("Shared", "memory"),
    ("Uniform", "uniform"),
    ("Tile", "tile"),
    ("DoubleTile", "tile"),
    ("TileStatus", "lookback"),
    ("Atomic", "atomic"),
    ("Maybe", "maybe"),
    ("F32x4", "vector"),
    ("U32x4", "vector"),
    ("I32x4", "vector"),
    ("F64x2", "vector"),
    ("U64x2", "vector"),
    ("I64x2", "vector"),
];

/// Types of the kernel's C++ (the shim's) that no Rust type of the crate
/// shares a name with: a type of the user's of one of these names would reach
/// the C++ as the shim's (red team round 54: `type Tuple<A, B> = (B, A)` was
/// the shim's `Tuple<A, B>`, whose constructor converted each cell).
pub(crate) const SHIM_ONLY_TYPES: &[&str] = &[
    "Bits",
    "Compound",
    "Input",
    "LogicResult",
    "OwnBelow",
    "Range",
    "RangeInclusive",
    "Reversed",
    "Stepped",
    "TileScans",
    "Tuple",
    "UntypedFloat",
    "Warp",
];

/// The module of cuda-sync that `name`, a type the macro reads by its
/// spelling, lives in.
pub fn crate_type(name: &str) -> Option<&'static str> {
    CRATE_TYPES
        .iter()
        .find(|(ty, _)| *ty == name)
        .map(|(_, module)| *module)
}

/// Scopes: types (`atomic::<Device>()`).
const SCOPES: &[&str] = &["Block", "Device", "System"];

/// Types C++ and CUDA name themselves. A Rust type of one of these names
/// (`type double = f32;`) would reach the C++ as the C++ type.
const CPP_TYPES: &[&str] = &[
    "double",
    "float",
    "int",
    "long",
    "short",
    "char",
    "signed",
    "unsigned",
    "void",
    "auto",
    "wchar_t",
    "char8_t",
    "char16_t",
    "char32_t",
    "size_t",
    "ptrdiff_t",
    "int8_t",
    "int16_t",
    "int32_t",
    "int64_t",
    "uint8_t",
    "uint16_t",
    "uint32_t",
    "uint64_t",
    "half",
    "nv_bfloat16",
    "dim3",
    "int_fast8_t",
    "int_fast16_t",
    "int_fast32_t",
    "int_fast64_t",
    "uint_fast8_t",
    "uint_fast16_t",
    "uint_fast32_t",
    "uint_fast64_t",
    "int_least8_t",
    "int_least16_t",
    "int_least32_t",
    "int_least64_t",
    "uint_least8_t",
    "uint_least16_t",
    "uint_least32_t",
    "uint_least64_t",
    "intmax_t",
    "uintmax_t",
    "intptr_t",
    "uintptr_t",
    "clock_t",
    "time_t",
    "cudaTextureObject_t",
    "cudaSurfaceObject_t",
    "cudaStream_t",
    "cudaEvent_t",
    "ssize_t",
    "off_t",
    "wint_t",
    "max_align_t",
    "nullptr_t",
    "cudaError_t",
    "uint",
    "ushort",
    "ulong",
    "uchar",
];

/// CUDA's vector types (`float4`, `uint2`, `longlong3`): a base and a width.
const CPP_VECTORS: &[&str] = &[
    "char",
    "uchar",
    "short",
    "ushort",
    "int",
    "uint",
    "long",
    "ulong",
    "longlong",
    "ulonglong",
    "float",
    "double",
];

/// Whether `name` is a type C++ or CUDA defines (`double`, `float4`).
pub fn is_cpp_type(name: &str) -> bool {
    let vector = name
        .strip_suffix(['1', '2', '3', '4'])
        .is_some_and(|base| CPP_VECTORS.contains(&base));
    CPP_TYPES.contains(&name) || vector
}

/// The module of cuda-sync whose value of that name reaches the C++ as it is
/// spelled: `Relaxed` in `order`, `Max` in `operator`.
pub fn value_module(name: &str) -> Option<&'static str> {
    if ORDERS.contains(&name) {
        Some("order")
    } else if OPERATORS.contains(&name) {
        Some("operator")
    } else {
        None
    }
}

/// Whether `name` is an order's, an operator's or a scope's.
pub fn is_reserved(name: &str) -> bool {
    value_module(name).is_some() || SCOPES.contains(&name)
}

/// The checks for every order, scope and scalar name in `function`'s
/// signature and body.
pub fn checks(function: &ItemFn) -> TokenStream {
    let mut names = Names::default();
    names.visit_signature(&function.sig);
    names.visit_block(&function.block);
    let checks = names.checks;
    quote! { #(#checks)* }
}

/// The check that `u32::MAX` has the value of the scalar's own constant, which
/// the C++ uses (red team round 63: beside `mod u32 { pub const MAX: u32 = 7; }`
/// it was 7 to rustc and 2^32 - 1 on the GPU). A float's bits are compared,
/// so that `NAN` is itself.
fn own_value(path: &ExprPath, ty: &syn::Ident, name: &syn::Ident, of: &TokenStream) -> TokenStream {
    let float = ty == "f32" || ty == "f64";
    let bits = |value: TokenStream| {
        if float {
            quote! { (#value).to_bits() }
        } else {
            value
        }
    };
    let spelled = bits(quote! { (#path as ::core::primitive::#of) });
    let own = bits(quote! { ::core::primitive::#ty::#name });
    let message = format!(
        "rule N1: `{}` here is not the scalar type's own constant, which the kernel's CUDA C++ uses: an item named `{ty}` is in scope (a module, say); rename it",
        quote!(#path).to_string().replace(' ', "")
    );
    quote_spanned! {ty.span()=>
        const _: () = ::core::assert!(#spelled == #own, #message);
    }
}

#[derive(Default)]
struct Names {
    checks: Vec<TokenStream>,
}

impl<'ast> Visit<'ast> for Names {
    fn visit_expr_path(&mut self, path: &'ast ExprPath) {
        if !path.path.segments.is_empty() && crate::math::is_scalar_constant(&path.path) {
            // `u32::MAX`: the constant is the scalar's own, of the scalar's
            // type (`BITS` is a `u32`), not an item of a module named `u32`.
            let ty = &path.path.segments[0].ident;
            let name = &path.path.segments[1].ident;
            let of = if name == "BITS" {
                quote! { u32 }
            } else {
                quote! { #ty }
            };
            self.checks.push(quote_spanned! {ty.span()=>
                {
                    use ::cuda_sync::__private::Spelled as _;
                    #path.spelled_as::<::core::primitive::#of>();
                }
            });
            if crate::math::is_own_constant(&ty.to_string(), name) {
                self.checks.push(own_value(path, ty, name, &of));
            }
        }
        match crate::math::type_function_of(path) {
            // `f32::from_bits` is the C++'s `math::from_bits<float>`: its
            // `f32` must be the primitive type, not an alias of `f64` or a
            // module of that name (red team round 75).
            Some((ty, crate::math::TypeFunction::FromBits(_))) => {
                self.checks.push(quote_spanned! {ty.span()=>
                    ::cuda_sync::__private::spelled_type::<#ty, ::core::primitive::#ty>();
                    ::cuda_sync::__private::scalar_types_own_function(#path, ::core::primitive::#ty::from_bits);
                });
            }
            // `u64::from` is the C++'s `cast<unsigned long long>`: its `u64`
            // must be the primitive type (a module or an alias of that name
            // would have another `from`); which `From` exists, rustc checks.
            Some((ty, crate::math::TypeFunction::From(_))) => {
                self.checks.push(quote_spanned! {ty.span()=>
                    ::cuda_sync::__private::spelled_type::<#ty, ::core::primitive::#ty>();
                });
            }
            // The macro's own spelling of `assert!`: nothing to resolve.
            Some((_, crate::math::TypeFunction::Assert)) => {}
            // `F32x4::splat` is the C++'s: its `F32x4` must be the crate's.
            Some((ty, crate::math::TypeFunction::Splat)) => {
                self.checks.push(quote_spanned! {ty.span()=>
                    ::cuda_sync::__private::spelled_type::<#ty, ::cuda_sync::vector::#ty>();
                });
            }
            None => {}
        }
        if let (None, Some(ident)) = (&path.qself, path.path.get_ident()) {
            if let Some(module) = value_module(&ident.to_string()) {
                // Method syntax: the receiver's type is known before the
                // bound is checked, so rustc reports the rule.
                let module = syn::Ident::new(module, ident.span());
                self.checks.push(quote_spanned! {ident.span()=>
                    {
                        use ::cuda_sync::__private::Spelled as _;
                        #ident.spelled_as::<::cuda_sync::#module::#ident>();
                    }
                });
            }
        }
        syn::visit::visit_expr_path(self, path);
    }

    fn visit_type_path(&mut self, ty: &'ast TypePath) {
        if ty.qself.is_some() {
            // `<u32 as Tr>::f64` reached the C++ as its last segment, `double`
            // (red team round 57: `a / 2 * 2` was 6 to rustc, 7 on the GPU).
            let message = "a type written as a projection (`<T as Trait>::Name`): the kernel's C++ would read its last segment alone, whatever rustc resolves it to (rule N1); write the type itself";
            self.checks
                .push(syn::Error::new_spanned(ty, message).to_compile_error());
        }
        if let (None, Some(last)) = (&ty.qself, ty.path.segments.last()) {
            if let Some(module) = crate_type(&last.ident.to_string()) {
                // `Tile<u32, 256>` must be `::cuda_sync::tile::Tile<u32, 256>`.
                let module = syn::Ident::new(module, last.ident.span());
                self.checks.push(quote_spanned! {ty.span()=>
                    ::cuda_sync::__private::spelled_type::<#ty, ::cuda_sync::#module::#last>();
                });
            }
        }
        if let Some(last) = ty.path.segments.last() {
            if SHIM_ONLY_TYPES.contains(&last.ident.to_string().as_str()) {
                let message = format!("`{}` is the name of a type of the kernel's C++ (cuda-sync's shim): the C++ would read it as that type, whatever rustc resolves it to (rule N1); rename the type", last.ident);
                self.checks
                    .push(syn::Error::new(last.ident.span(), message).to_compile_error());
            }
        }
        let last = ty.path.segments.last();
        let plain = last.filter(|segment| segment.arguments.is_none() && ty.qself.is_none());
        if let Some(segment) = plain {
            let ident = &segment.ident;
            let name = ident.to_string();
            if is_cpp_type(&name) {
                let message = format!("`{name}` is the name of a C++ type: the kernel's CUDA C++ would read it as that type, whatever rustc resolves it to (rule N1); name the Rust type by its own name (`f32`, `u64`), or rename it");
                self.checks
                    .push(syn::Error::new(ident.span(), message).to_compile_error());
            }
            let meant = if let Some(module) = value_module(&name) {
                let module = syn::Ident::new(module, ident.span());
                Some(quote! { ::cuda_sync::#module::#ident })
            } else if SCOPES.contains(&name.as_str()) {
                Some(quote! { ::cuda_sync::scope::#ident })
            } else if crate::parse::SCALARS.iter().any(|(rust, _)| *rust == name) {
                Some(quote! { ::core::primitive::#ident })
            } else {
                None
            };
            if let Some(meant) = meant {
                self.checks.push(quote_spanned! {ty.span()=>
                    ::cuda_sync::__private::spelled_type::<#ty, #meant>();
                });
            }
        }
        syn::visit::visit_type_path(self, ty);
    }
}
