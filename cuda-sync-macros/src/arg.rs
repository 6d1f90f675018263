//! `#[derive(KernelArg)]`: a `#[repr(C)]` struct of scalars that kernels take
//! by value. The derive checks the struct's shape and writes the C++ struct of
//! the same name and layout (`cuda_sync::arg`).

use proc_macro2::TokenStream;
use quote::quote;
use syn::{Data, DeriveInput, Fields};

use crate::valid::Errors;

/// The impls of `KernelArg` and `DeviceRepr` for `input`, or its errors.
pub fn derive(input: DeriveInput) -> TokenStream {
    let mut errors = Errors::default();
    let name = &input.ident;
    crate::valid::binding(name, &mut errors);
    crate::valid::item_name(name, &mut errors);
    if !name
        .to_string()
        .starts_with(|c: char| c.is_ascii_uppercase())
    {
        errors.push(name, &format!("a kernel argument struct's name starts with a capital letter, as Rust's convention has it: the kernel's C++ defines the struct beside its functions and namespaces, which are lower case (`field`, `math`, `cuda`); rename `{name}`"));
    } else if crate::parse::is_shim_type(&name.to_string()) {
        errors.push(name, &format!("`{name}` is a name of the kernel's C++ already (a type or template of cuda-sync's shim), which would then name two things; rename the struct"));
    }
    if !input.generics.params.is_empty() {
        errors.push(&input.generics, "a kernel argument struct is not generic: the kernel's C++ defines it once, with fields of known types");
    }
    if !is_repr_c(&input.attrs) {
        errors.push(name, "a kernel argument struct is `#[repr(C)]`, and nothing more: its bytes are copied to the GPU, where C++ lays the same fields out by C's rules; Rust's default layout may reorder them, and `align(..)` or `packed` would move them");
    }
    let fields = match &input.data {
        Data::Struct(data) => match &data.fields {
            Fields::Named(named) if !named.named.is_empty() => Some(&named.named),
            _ => None,
        },
        _ => None,
    };
    let Some(fields) = fields else {
        errors.push(name, "`KernelArg` is derived for a struct with named fields (`struct Camera { scale: f32, steps: u32 }`), each a scalar");
        return errors.finish().unwrap_err().into_compile_error();
    };
    for field in fields {
        let field_name = field.ident.as_ref().expect("a named field");
        crate::valid::binding(field_name, &mut errors);
        if !matches!(field.vis, syn::Visibility::Public(_)) {
            errors.push(field_name, "a kernel argument's fields are `pub`: a kernel reads each by name, and where a field is private, rustc looks the name up through a `Deref` of the struct instead, while the GPU reads the field (red team round 49)");
        }
    }
    if let Err(error) = errors.finish() {
        return error.into_compile_error();
    }
    let layouts = fields.iter().map(|field| {
        let (field_name, ty) = (field.ident.as_ref().expect("a named field"), &field.ty);
        quote! {
            ::cuda_sync::arg::Member {
                name: stringify!(#field_name),
                cuda: <#ty as ::cuda_sync::arg::Field>::CUDA,
            }
        }
    });
    quote! {
        // SAFETY: `#[repr(C)]` (checked by the derive), and every field is a
        // `Field`: a scalar, whose bytes are a valid value on the GPU.
        unsafe impl ::cuda_sync::cudarc::driver::DeviceRepr for #name {}

        // SAFETY: the definition names each field with its C++ type, in
        // order, and asserts the size and alignment rustc laid out.
        unsafe impl ::cuda_sync::arg::KernelArg for #name {
            const NAME: &'static str = stringify!(#name);

            fn definition() -> ::std::string::String {
                ::cuda_sync::arg::definition::<Self>(Self::NAME, &[#(#layouts),*])
            }
        }
    }
}

/// Whether the struct is `#[repr(C)]` and nothing else (no `align(..)`, no
/// `packed`): the C++ struct the kernel defines has C's layout only.
fn is_repr_c(attrs: &[syn::Attribute]) -> bool {
    let mut c = false;
    let mut other = false;
    for attr in attrs.iter().filter(|a| a.path().is_ident("repr")) {
        let _ = attr.parse_nested_meta(|meta| {
            c |= meta.path.is_ident("C");
            other |= !meta.path.is_ident("C");
            if meta.input.peek(syn::token::Paren) {
                let _ = meta.input.parse::<proc_macro2::Group>();
            }
            Ok(())
        });
    }
    c && !other
}
