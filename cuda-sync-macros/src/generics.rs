//! Generic kernels and device functions.
//!
//! A type parameter is bounded by one of cuda-sync's scalar traits (`Scalar`,
//! `Float`, `Int`); a kernel may also have const parameters of a scalar type.
//! In the C++ each parameter is `cuda_sync_generic__K__`:
//! - a kernel is compiled once per instance: the launcher's `KernelSource`
//!   spells each parameter (`float`, `((unsigned int)16ull)`) and names the
//!   `extern "C"` function after them (`axpy__f32`);
//! - a device function is a C++ template. A parameter of the bare type `T`
//!   takes any argument type (`cuda_sync_arg__K__`) and makes it plain, so a
//!   literal (a uniform value in the C++) deduces `T` as rustc infers it.

use proc_macro2::TokenStream;
use quote::quote;
use syn::{GenericParam, Type, TypeParamBound};

use crate::valid::Errors;

/// The traits a type parameter may be bounded by, and the types that meet each.
const BOUNDS: &[(&str, &[&str])] = &[
    (
        "Scalar",
        &["u32", "u64", "usize", "i32", "i64", "f32", "f64"],
    ),
    ("Float", &["f32", "f64"]),
    ("Int", &["u32", "u64", "usize", "i32", "i64"]),
];

/// One generic parameter: a type (`T: Float`) or a constant (`N: u32`).
pub struct Generic {
    pub ident: syn::Ident,
    pub is_const: bool,
    /// A const parameter of type `u64`.
    pub is_u64: bool,
    /// A type parameter's bound (`Float`).
    bound: Option<String>,
}

/// A function's generic parameters, in order.
#[derive(Default)]
pub struct Generics(pub Vec<Generic>);

/// The C++ name of the K-th generic parameter.
pub fn placeholder(k: usize) -> String {
    format!("cuda_sync_generic__{k}__")
}

impl Generics {
    /// The generic parameters of a kernel (`device`: of a device function),
    /// each checked: a type bounded by `Scalar`, `Float` or `Int`, a constant
    /// of a scalar type (kernels only), no lifetimes, no `where`.
    pub fn of(generics: &syn::Generics, device: bool, errors: &mut Errors) -> Generics {
        if let Some(clause) = &generics.where_clause {
            errors.push(clause, "a kernel's generic parameters are bounded where they are declared (`T: Float`), not in a `where` clause");
        }
        let mut found = Vec::new();
        for param in &generics.params {
            match param {
                GenericParam::Type(ty) => {
                    crate::valid::binding(&ty.ident, errors);
                    found.push(Generic {
                        ident: ty.ident.clone(),
                        is_const: false,
                        is_u64: false,
                        bound: type_bound(ty, errors),
                    });
                }
                GenericParam::Const(constant) if device => errors.push(
                    constant,
                    "a device function has no const parameters: C++ deduces a device function's generic parameters from its arguments, and a constant is not in them; make it an argument, or the constant of the calling kernel",
                ),
                GenericParam::Const(constant) => {
                    crate::valid::binding(&constant.ident, errors);
                    if !is_integer_or_bool(&constant.ty) || constant.default.is_some() {
                        errors.push(constant, "a kernel's const parameter is a `u32`, `u64`, `usize`, `i32`, `i64` or `bool`, without a default: the C++ of each instance holds its value");
                    }
                    found.push(Generic {
                        ident: constant.ident.clone(),
                        is_const: true,
                        is_u64: matches!(&constant.ty, Type::Path(t) if t.path.is_ident("u64")),
                        bound: None,
                    });
                }
                GenericParam::Lifetime(lifetime) => errors.push(
                    lifetime,
                    "a kernel or device function has no lifetime parameters: its references are its parameters, alive for the whole launch",
                ),
            }
        }
        for generic in &found {
            let name = generic.ident.to_string();
            let taken = crate::parse::SCALARS.iter().any(|(rust, _)| *rust == name)
                || crate::spelled::is_reserved(&name)
                || crate::spelled::crate_type(&name).is_some()
                || crate::spelled::is_cpp_type(&name);
            if taken {
                errors.push(&generic.ident, &format!("`{name}` names a type, an order or a scope of the kernel language or of C++, which the macro reads by its spelling: a generic parameter of that name would be taken for it in the C++ (rule N1); rename it (`T`, `N`)"));
            }
        }
        Generics(found)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The K of a generic parameter named `name`, if there is one.
    pub fn position(&self, name: &str) -> Option<usize> {
        self.0.iter().position(|g| g.ident == name)
    }

    /// Whether `ty` is the bare type of a type parameter (`T`).
    pub fn bare(&self, ty: &Type) -> Option<usize> {
        let Type::Path(path) = ty else { return None };
        let ident = path.path.get_ident()?;
        self.position(&ident.to_string())
            .filter(|&k| !self.0[k].is_const)
    }

    /// A device function's type parameters each appear in its parameters'
    /// types, so that C++ deduces them from the arguments, as rustc infers them.
    pub fn deducible(&self, inputs: &[crate::parse::Param], errors: &mut Errors) {
        for generic in &self.0 {
            let appears = inputs.iter().any(|p| mentions(&p.ty, &generic.ident));
            if !appears {
                errors.push(&generic.ident, &format!("`{}` is in no parameter's type: C++ deduces a device function's type from its arguments, as rustc infers it from them; take a parameter of type `{}` (or pass the value)", generic.ident, generic.ident));
            }
        }
    }

    /// Every `Type::CONSTANT` in `body` is of a scalar type or of a type
    /// parameter: the shim's `math::limits` has the constants of no other type.
    pub fn constants(&self, body: &syn::Block, errors: &mut Errors) {
        crate::emit::visit_exprs(body, &mut |e| {
            let syn::Expr::Path(path) = e else { return };
            if path.path.segments.len() != 2 || !crate::math::is_constant_name(&path.path) {
                return;
            }
            let ty = &path.path.segments[0].ident;
            let known = crate::parse::scalar(&ty.to_string()).is_some()
                || self.bare(&syn::parse_quote!(#ty)).is_some();
            let name = &path.path.segments[1].ident;
            if !known {
                errors.push(path, &format!("`{}` is not a scalar type or a type parameter of this function: the kernel's C++ has the constants (`MAX`, `ZERO`, ...) of those only", ty));
            } else if self.bare(&syn::parse_quote!(#ty)).is_none()
                && !crate::math::is_own_constant(&ty.to_string(), name)
            {
                errors.push(path, &format!("`{ty}::{name}` is not a constant of Rust's `{ty}`: a trait could give it a value the kernel's C++ does not have (rule N1); integers have `MAX`, `MIN` and `BITS`, floats `MAX`, `MIN`, `EPSILON`, `INFINITY`, `NEG_INFINITY`, `NAN` and `MIN_POSITIVE`; `ZERO` and `ONE` are a type parameter's (`T::ZERO`): for those, write the literal (`0{ty}`)"));
            }
        });
    }

    /// Generic kernel parameters of a bare type parameter (`a: T`) are scalars.
    pub fn scalar_params(&self, params: &mut [crate::parse::Param]) {
        for param in params
            .iter_mut()
            .filter(|p| matches!(p.kind, None | Some(crate::parse::Kind::Struct(_))))
        {
            if let Some(k) = self.bare(&param.ty) {
                param.kind = Some(crate::parse::Kind::Scalar(self.0[k].ident.clone()));
            }
        }
    }

    /// Every instance of a kernel whose parameters are all types: each
    /// parameter's arguments are the scalar types its bound admits. `None`
    /// for a kernel with a const parameter, whose values cannot be listed.
    pub fn every_instance(&self) -> Option<Vec<Vec<&'static str>>> {
        let mut instances = vec![Vec::new()];
        for generic in &self.0 {
            let bound = generic.bound.as_deref()?;
            let (_, types) = BOUNDS.iter().find(|(name, _)| *name == bound)?;
            instances = instances
                .into_iter()
                .flat_map(|instance| {
                    types.iter().map(move |ty| {
                        let mut longer = instance.clone();
                        longer.push(*ty);
                        longer
                    })
                })
                .collect();
        }
        Some(instances)
    }

    /// The kernel instance's `KernelSource::generics`: how Rust and C++ spell each parameter.
    pub fn instance_args(&self) -> TokenStream {
        let args = self.0.iter().map(|generic| {
            let ident = &generic.ident;
            if generic.is_const {
                quote! { ::cuda_sync::launch::GenericArg {
                    rust: || ::std::string::ToString::to_string(&#ident),
                    cuda: || ::cuda_sync::__private::Literal::cuda(#ident),
                } }
            } else {
                quote! { ::cuda_sync::launch::GenericArg {
                    rust: || ::std::string::String::from(<#ident as ::cuda_sync::math::Scalar>::RUST),
                    cuda: || ::std::string::String::from(<#ident as ::cuda_sync::math::Scalar>::CUDA),
                } }
            }
        });
        quote! { &[#(#args),*] }
    }
}

/// A type parameter has one bound, a scalar trait, and no default: its name.
fn type_bound(ty: &syn::TypeParam, errors: &mut Errors) -> Option<String> {
    let scalar_trait = |bound: &TypeParamBound| match bound {
        TypeParamBound::Trait(t) => t
            .path
            .segments
            .last()
            .map(|s| s.ident.to_string())
            .filter(|name| BOUNDS.iter().any(|(bound, _)| bound == name)),
        _ => None,
    };
    let bound = match (ty.bounds.len(), ty.bounds.first(), &ty.default) {
        (1, Some(bound), None) => scalar_trait(bound),
        _ => None,
    };
    if bound.is_none() {
        errors.push(ty, &format!("a kernel's type parameter is bounded by one of `Scalar`, `Float` or `Int` (`{}: Float`), without a default: the C++ has a copy of the kernel for each scalar type it is launched with, and no other types", ty.ident));
    }
    bound
}

fn is_integer_or_bool(ty: &Type) -> bool {
    matches!(ty, Type::Path(path) if path.path.get_ident().is_some_and(|i| {
        ["u32", "u64", "usize", "i32", "i64", "bool"].contains(&i.to_string().as_str())
    }))
}

/// Whether `ty` names `ident` anywhere.
fn mentions(ty: &Type, ident: &syn::Ident) -> bool {
    struct Finds<'a>(&'a syn::Ident, bool);
    impl<'ast> syn::visit::Visit<'ast> for Finds<'_> {
        fn visit_ident(&mut self, found: &'ast syn::Ident) {
            self.1 |= found == self.0;
        }
    }
    let mut finds = Finds(ident, false);
    syn::visit::Visit::visit_type(&mut finds, ty);
    finds.1
}
