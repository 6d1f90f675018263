//! The Rust side: the item rustc checks, the typed launcher, the kernel source.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, ToTokens};
use syn::spanned::Spanned;
use syn::{Block, Expr, ItemFn};

use crate::check::{self, flow};
use crate::emit;
use crate::generics::Generics;
use crate::initial::{self, Zeroed};
use crate::options::KernelOptions;
use crate::parse::{self, Kind, Param};
use crate::protocol::{self, Protocol};
use crate::sequence::{self, Effect};
use crate::spelled;
use crate::valid::{self, Errors};

fn no_args(args: TokenStream) -> Result<(), syn::Error> {
    if args.is_empty() {
        Ok(())
    } else {
        Err(syn::Error::new_spanned(
            args,
            "this attribute takes no arguments",
        ))
    }
}

/// Kernels expanded so far in this compilation: each expansion's marker of
/// being a module's item is its own (`kernel_module`).
static KERNELS_EXPANDED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// `#[kernel]`: a module with the checked item, `SOURCE` and `launch`.
pub fn kernel(args: TokenStream, function: ItemFn) -> TokenStream {
    let mut errors = Errors::default();
    let options = KernelOptions::parse(args).unwrap_or_else(|error| {
        errors.add(error);
        KernelOptions::default()
    });
    let generics = Generics::of(&function.sig.generics, false, &mut errors);
    let mut params: Vec<Param> = parse::params(&function.sig.inputs)
        .into_iter()
        .filter_map(|param| param.map_err(|error| errors.add(error)).ok())
        .collect();
    generics.scalar_params(&mut params);
    generics.constants(&function.block, &mut errors);
    valid::kernel_params(&params, &generics, &mut errors);
    if !matches!(function.sig.output, syn::ReturnType::Default) {
        errors.push(
            &function.sig.output,
            "a kernel returns nothing; write results to a `&mut [T]` or `Global<T>` parameter",
        );
    }
    valid::block(&function.block, &mut errors);
    valid::untyped_floats(&function.block, &mut errors);
    valid::body_attributes(&function, &mut errors);
    valid::shared_sizes(&function.block, &generics, &mut errors);
    valid::kernel_returns_nothing(&function.block, &mut errors);
    valid::one_tile_order(&function.block, &mut errors);
    valid::no_scan_step_in_a_loop(&function.block, &mut errors);
    valid::file_name(&function.sig.ident, &mut errors);
    valid::no_super_paths(&function, &mut errors);
    valid::no_generated_names(&function, !generics.is_empty(), &mut errors);
    valid::kernel_name(&function.sig.ident, !generics.is_empty(), &mut errors);
    let zeroed = initial::sync_objects(&function.block, &params, &mut errors);
    // Rule A1's errors stand beside the item, so that rustc reports the
    // type-level rules' errors of the same kernel too.
    let mut unordered = Errors::default();
    let protocol = protocol::check(&function, false, &mut unordered);
    if let Err(error) = errors.finish() {
        let name = &function.sig.ident;
        let vis = &function.vis;
        let error = error.into_compile_error();
        return quote! { #vis mod #name {} #error };
    }
    let module = kernel_module(&function, &params, &zeroed, &protocol, &generics, options);
    let unordered = unordered.finish().err().map(syn::Error::into_compile_error);
    quote! { #module #unordered }
}

fn kernel_module(
    function: &ItemFn,
    params: &[Param],
    zeroed: &[(syn::Ident, Zeroed)],
    protocol: &Protocol,
    generics: &Generics,
    options: KernelOptions,
) -> TokenStream {
    let name = &function.sig.ident;
    let vis = &function.vis;
    let docs = function.attrs.iter().filter(|a| a.path().is_ident("doc"));
    let inputs = parse::checked_inputs(&function.sig.inputs);
    let flow = flow();
    let uniform_args = params
        .iter()
        .filter(|p| matches!(p.kind, Some(Kind::Scalar(_) | Kind::Struct(_))))
        .map(|p| {
            let n = &p.name;
            quote! { let #n = ::cuda_sync::__private::kernel_arg(#n); }
        });
    let body = check::kernel_body(
        &function.block,
        &function.sig.inputs,
        &function.sig.generics,
    );
    let sources = one_source_per_output(function, params);
    let spelled = spelled::checks(function);
    let sequenced = sequence::deferred_checks(&function.block);
    let ordered = &protocol.deferred;
    let cells = buffer_cells(params);
    let emit::Emitted {
        cuda,
        constants,
        names,
    } = emit::kernel(function, params, generics, options);
    let calls = device_calls(&function.block);
    let structs = params.iter().filter_map(|p| match &p.kind {
        Some(Kind::Struct(t)) => Some(t),
        _ => None,
    });
    let instance = generics.instance_args();
    let launcher = launcher(params, zeroed, &function.sig.generics, options.cooperative);
    let entry = if options.cooperative {
        quote! { entry_cooperative }
    } else {
        quote! { entry }
    };
    let max_threads = max_threads(&function.block);
    let dynamic_shared = dynamic_shared_bytes(&function.block);
    let source = kernel_source(
        &function.sig.generics,
        generics,
        quote! {
            ::cuda_sync::KernelSource {
                name: stringify!(#name),
                cuda: #cuda,
                calls: &[#(<#calls as ::cuda_sync::launch::DeviceFnItem>::SOURCE),*],
                constants: &[#(|| #constants),*],
                structs: &[#(<#structs as ::cuda_sync::arg::KernelArg>::definition),*],
                generics: #instance,
                max_threads_per_block: #max_threads,
                dynamic_shared_bytes: #dynamic_shared,
            }
        },
    );
    let signature_generics = &function.sig.generics;
    let check = nvrtc_check(generics);
    // The kernel's module sees its parent module's items (`use super::*`),
    // not a function body's: a kernel written in a function would read the
    // module's `ROUNDS` where its text names the function's (red team round
    // 69). Beside the module, this item resolves from it only where both are
    // a module's items (rule N1). Its name is this expansion's own, so that
    // a kernel of the same name in the module, or another expansion of the
    // same `macro_rules!` there, does not supply it to one in a function
    // (round 70).
    let placed = format_ident!(
        "rule_n1_write_the_kernel_in_a_module_not_in_a_function__{}_{}",
        name,
        KERNELS_EXPANDED.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        span = name.span()
    );
    quote! {
        #[doc(hidden)]
        #[allow(non_snake_case, dead_code)]
        fn #placed() {}

        #(#docs)*
        #[allow(non_snake_case)]
        #vis mod #name {
            #[allow(unused_imports)]
            use super::*;
            #[allow(unused_imports)]
            use super::#placed as _;

            #source

            #launcher

            #check

            /// Rule N1: the C++'s name for each use is rustc's (`emit::Emitted::names`).
            #[allow(unused_variables, unused_braces, non_snake_case, clippy::all)]
            fn __names() {
                #names
            }

            /// The body as rustc checks it; it never runs on the host.
            #[allow(unused_variables, unused_mut, unused_assignments, unused_parens, unused_braces, unreachable_code, dead_code, while_true, clippy::all)]
            fn __check #signature_generics (#inputs) {
                let #flow = ::cuda_sync::__private::#entry();
                #(#uniform_args)*
                #sources
                #spelled
                #sequenced
                #ordered
                #cells
                #body
            }
        }
    }
}

/// The test that compiles the kernel through NVRTC, every instance and launch
/// shape, on a machine without a GPU: ignored unless asked for, `cargo test
/// -- --ignored compiles_in_nvrtc`. A kernel with a const parameter gets none:
/// its instances are the values it is launched with, which the user's own
/// test compiles (`Compiler::check`).
fn nvrtc_check(generics: &Generics) -> TokenStream {
    let Some(instances) = generics.every_instance() else {
        return TokenStream::new();
    };
    let sources = instances.iter().map(|types| {
        if types.is_empty() {
            return quote! { &SOURCE };
        }
        let types = types
            .iter()
            .map(|ty| syn::Ident::new(ty, proc_macro2::Span::call_site()));
        quote! { source::<#(::core::primitive::#types),*>() }
    });
    quote! {
        /// Compiles the kernel through NVRTC (each instance of a generic
        /// kernel, each launch shape), on a machine without a GPU.
        #[cfg(test)]
        #[test]
        #[ignore = "compiles the kernel through NVRTC: `cargo test -- --ignored compiles_in_nvrtc`"]
        pub fn compiles_in_nvrtc() {
            ::cuda_sync::__private::compiles_in_nvrtc(&[#(#sources),*]);
        }
    }
}

/// The kernel's `KernelSource`: a `static SOURCE`, or for a generic kernel
/// one per instance, `source::<T, ..>()` (an associated constant of
/// `Instance<T, ..>`, which a `static` in a generic function could not be).
fn kernel_source(
    declared: &syn::Generics,
    generics: &Generics,
    source: TokenStream,
) -> TokenStream {
    if generics.is_empty() {
        return quote! {
            /// The CUDA C++ this kernel compiles to, and the device functions it calls.
            pub static SOURCE: ::cuda_sync::KernelSource = #source;
        };
    }
    let (impl_generics, ty_generics, _) = declared.split_for_impl();
    let types = generics.0.iter().filter(|g| !g.is_const).map(|g| &g.ident);
    let turbofish = ty_generics.as_turbofish();
    quote! {
        /// One instance of this generic kernel: its generic arguments chosen.
        pub struct Instance #impl_generics (::core::marker::PhantomData<(#(#types,)*)>);

        impl #impl_generics Instance #ty_generics {
            /// The CUDA C++ this instance compiles to, and the device functions it calls.
            pub const SOURCE: &'static ::cuda_sync::KernelSource = &#source;
        }

        /// The CUDA C++ of one instance (`source::<f32>()`), and the device functions it calls.
        pub fn source #impl_generics () -> &'static ::cuda_sync::KernelSource {
            Instance #turbofish::SOURCE
        }
    }
}

/// Rule O1's one source per claimed, last-block or marked output: the
/// kernel's claim counters and queues, its ticket counters, and its sets of
/// marks are counted (up to 2), and
/// each `Output` parameter's view, as rustc resolves it, must take that many.
/// The check is spanned at the second source, where there is one.
fn one_source_per_output(function: &ItemFn, params: &[Param]) -> TokenStream {
    let count = |names: &[&str]| {
        let mut calls = Vec::new();
        emit::visit_exprs(&function.block, &mut |e| {
            if let syn::Expr::MethodCall(call) = e {
                if names.contains(&call.method.to_string().as_str()) {
                    calls.push(call.method.span());
                }
            }
        });
        calls
    };
    let (claims, lasts, marks) = (
        count(valid::CLAIM_SOURCES),
        count(valid::LAST_SOURCES),
        count(valid::MARK_SOURCES),
    );
    let at = claims.get(1).or(lasts.get(1)).or(marks.get(1)).copied();
    let (c, l, m) = (claims.len().min(2), lasts.len().min(2), marks.len().min(2));
    let outputs = params
        .iter()
        .filter(|p| matches!(p.kind, Some(Kind::Output(_))) && matches!(p.ty, syn::Type::Path(_)));
    let checks = outputs.map(|p| {
        let span = at.unwrap_or_else(|| p.ty.span());
        // rustc reports an unmet bound at the type argument: give it the span
        // of the second source, the line to change.
        let ty = respan(p.ty.to_token_stream(), span);
        quote::quote_spanned! {span=> ::cuda_sync::__private::one_source::<#ty, #c, #l, #m>(); }
    });
    quote! { #(#checks)* }
}

/// Each buffer's element type, as rustc resolves it, is a plain cell (`u32`,
/// `f32`, ...): a `type` alias of `Uniform<u32>` would be per-thread memory
/// typed as a uniform value (rule U1; `valid::kernel_params` catches the
/// spelling, this the alias).
fn buffer_cells(params: &[Param]) -> TokenStream {
    let checks = params.iter().filter_map(|p| match &p.kind {
        Some(Kind::Input(t) | Kind::Output(t) | Kind::Global(t) | Kind::Mapped(t)) => {
            Some(quote::quote_spanned! {t.span()=> ::cuda_sync::__private::buffer_cell::<#t>(); })
        }
        _ => None,
    });
    quote! { #(#checks)* }
}

/// `tokens` with every span set to `span`.
fn respan(tokens: TokenStream, span: proc_macro2::Span) -> TokenStream {
    tokens
        .into_iter()
        .map(|mut token| {
            if let proc_macro2::TokenTree::Group(group) = &token {
                let mut inner =
                    proc_macro2::Group::new(group.delimiter(), respan(group.stream(), span));
                inner.set_span(span);
                token = proc_macro2::TokenTree::Group(inner);
            }
            token.set_span(span);
            token
        })
        .collect()
}

/// The most threads a block may have for the body's own tiles: the smallest tile.
fn max_threads(body: &Block) -> TokenStream {
    let cells = tile_sizes(body).into_iter().map(|cells| match cells {
        parse::Cells::Literal(n) => quote! { #n as u64 },
        parse::Cells::Param(n) => quote! { #n as u64 },
    });
    quote! { ::cuda_sync::__private::fewest_cells(&[#(#cells),*]) }
}

/// The cell counts of the body's tiles.
fn tile_sizes(body: &Block) -> Vec<parse::Cells> {
    shared_declarations(body)
        .iter()
        .filter_map(parse::tile_cells)
        .collect()
}

/// The body's shared-memory declarations, in order.
fn shared_declarations(body: &Block) -> Vec<syn::Local> {
    struct Declarations(Vec<syn::Local>);
    impl<'ast> syn::visit::Visit<'ast> for Declarations {
        fn visit_local(&mut self, local: &'ast syn::Local) {
            if parse::shared_cells(local).is_some() {
                self.0.push(local.clone());
            }
            syn::visit::visit_local(self, local);
        }
    }
    let mut declarations = Declarations(Vec::new());
    syn::visit::Visit::visit_block(&mut declarations, body);
    declarations.0
}

/// The bytes of dynamic shared memory the kernel's launch-sized storage
/// takes, in the order and at the alignment the C++ places it
/// (`dynamic_offset` in `memory.cuh`).
fn dynamic_shared_bytes(body: &Block) -> TokenStream {
    let storage = shared_declarations(body)
        .iter()
        .filter_map(parse::dynamic_shared)
        .map(|(element, cells, copies)| {
            quote! { (::core::mem::size_of::<#element>() as u64, ::core::mem::align_of::<#element>() as u64, #cells as u64 * #copies) }
        })
        .collect::<Vec<_>>();
    quote! { ::cuda_sync::__private::dynamic_shared_bytes(&[#(#storage),*]) }
}

/// The launcher's checks of `#[len(...)]`: every declared length, in terms of
/// the launch size and the scalar arguments, before anything is compiled.
/// `__cuda_sync_lengths[k]` is the k-th declared length, which the argument passes to the
/// kernel as its own ([`declared_window`]).
fn length_checks(params: &[Param]) -> TokenStream {
    // A scalar of a generic type has no `as u64`; a length names none.
    let scalars: Vec<&syn::Ident> = params
        .iter()
        .filter(
            |p| matches!(&p.kind, Some(Kind::Scalar(t)) if parse::scalar(&t.to_string()).is_some()),
        )
        .map(|p| &p.name)
        .collect();
    let declared: Vec<(&syn::Ident, &syn::Expr)> = params
        .iter()
        .filter_map(|p| Some((&p.name, p.len.as_ref()?)))
        .collect();
    let needs = declared.iter().map(|(_, need)| quote! { (#need) as u64 });
    let checks = declared.iter().enumerate().map(|(k, (n, need))| {
        let text = quote!(#need).to_string();
        quote! {
            ::cuda_sync::launch::check_len(__cuda_sync_source.name, stringify!(#n), #n.len(), __cuda_sync_lengths[#k], #text)?;
        }
    });
    let count = declared.len();
    quote! {
        let __cuda_sync_lengths: [u64; #count] = {
            #[allow(unused_variables)]
            let (blocks, threads) = (u64::from(size.blocks()), u64::from(size.threads()));
            #( #[allow(unused_variables)] let #scalars = #scalars as u64; )*
            [#(#needs),*]
        };
        #(#checks)*
    }
}

/// What a memory argument shows the kernel: with `#[len(EXPR)]`, its first
/// `EXPR` elements (`__cuda_sync_lengths[k]`, checked present), else all of them.
fn declared_window(params: &[Param], param: &Param, raw: TokenStream) -> TokenStream {
    match params
        .iter()
        .filter(|p| p.len.is_some())
        .position(|p| p.name == param.name)
    {
        Some(k) => quote! { #raw.first(__cuda_sync_lengths[#k]) },
        None => raw,
    }
}

fn launcher(
    params: &[Param],
    zeroed: &[(syn::Ident, Zeroed)],
    generics: &syn::Generics,
    cooperative: bool,
) -> TokenStream {
    let lengths = length_checks(params);
    let mut host_params = Vec::new();
    let mut prepare = Vec::new();
    let mut push = Vec::new();
    for param in params {
        let n = &param.name;
        // A synchronization object's cells, zeroed on the stream before the
        // launch (`initial`), once the argument is prepared.
        // Mapped memory is the host's to read as the kernel runs: zeroed
        // before the launch returns (`launch::zeroed_for_the_host`).
        let zero = |raw: TokenStream, t: TokenStream| {
            let zero = match param.kind {
                Some(Kind::Mapped(_)) => quote! { zeroed_for_the_host },
                _ => quote! { zeroed },
            };
            let zeroes = zeroed.iter().filter(|(name, _)| name == n).map(|(_, cells)| {
                let cells = cells.cells();
                quote! { ::cuda_sync::launch::#zero(__cuda_sync_source.name, #raw, #cells, ::core::mem::size_of::<#t>(), stream)?; }
            });
            quote! { #(#zeroes)* }
        };
        match param.kind.as_ref() {
            Some(Kind::Context) | None => {}
            Some(Kind::Input(t) | Kind::Output(t) | Kind::Global(t)) => {
                // An input is borrowed to read, anything else to write: a
                // `CudaSlice`, or a cudarc view of one (an offset sub-range).
                let (host, borrow) = match param.kind {
                    Some(Kind::Input(_)) => (
                        quote! { &impl ::cuda_sync::launch::ReadableBuffer<#t> },
                        quote! { readable },
                    ),
                    _ => (
                        quote! { &mut impl ::cuda_sync::launch::WritableBuffer<#t> },
                        quote! { writable },
                    ),
                };
                host_params.push(quote! { #n: #host });
                let arg = declared_window(
                    params,
                    param,
                    quote! { ::cuda_sync::launch::SliceArg::#borrow(#n, stream) },
                );
                let zero = zero(quote! { #n.raw() }, quote! { #t });
                prepare.push(quote! { let #n = #arg; #zero });
                push.push(quote! { __cuda_sync_builder.arg(#n.raw()); });
            }
            Some(Kind::GridBarrier) => {
                host_params.push(quote! { #n: &mut ::cuda_sync::cudarc::driver::CudaSlice<u32> });
                let zero = zero(quote! { #n.raw() }, quote! { u32 });
                prepare.push(quote! {
                    ::cuda_sync::launch::grid_barrier_cells(__cuda_sync_source.name, #n.len())?;
                    let #n = ::cuda_sync::launch::SliceArg::writable(#n, stream);
                    #zero
                });
                push.push(quote! { __cuda_sync_builder.arg(#n.raw()); });
            }
            Some(Kind::Mapped(t)) => {
                host_params.push(quote! { #n: &::cuda_sync::MappedHost<#t> });
                let arg = declared_window(params, param, quote! { #n.raw() });
                let zero = zero(quote! { &#n }, quote! { #t });
                prepare.push(quote! { let #n = #arg; #zero });
                push.push(quote! { __cuda_sync_builder.arg(&#n); });
            }
            Some(Kind::Scalar(t)) => {
                host_params.push(quote! { #n: #t });
                push.push(quote! { __cuda_sync_builder.arg(&#n); });
            }
            Some(Kind::Struct(t)) => {
                host_params.push(quote! { #n: #t });
                push.push(
                    quote! { __cuda_sync_builder.arg(::cuda_sync::__private::struct_arg(&#n)); },
                );
            }
        }
    }
    // Host memory is shared (`&MappedHost`), so Rust's borrows do not keep two
    // parameters apart: the launcher does.
    let mapped: Vec<&syn::Ident> = params
        .iter()
        .filter(|p| matches!(p.kind, Some(Kind::Mapped(_))))
        .map(|p| &p.name)
        .collect();
    if mapped.len() > 1 {
        prepare.push(quote! {
            ::cuda_sync::launch::distinct_buffers(__cuda_sync_source.name, &[#((stringify!(#mapped), #mapped.cells)),*])?;
        });
    }
    let (config, launch) = if cooperative {
        (
            quote! { runtime.cooperative_config(__cuda_sync_source, size, &__cuda_sync_function)? },
            quote! { launch_cooperative },
        )
    } else {
        (
            quote! { runtime.config(__cuda_sync_source, size, &__cuda_sync_function)? },
            quote! { launch },
        )
    };
    let kernel = quote! { __cuda_sync_source.name };
    let (impl_generics, ty_generics, _) = generics.split_for_impl();
    let source = if generics.params.is_empty() {
        quote! { &SOURCE }
    } else {
        let turbofish = ty_generics.as_turbofish();
        quote! { Instance #turbofish::SOURCE }
    };
    quote! {
        /// Compiles (or loads from the cache), validates `size` and launches on `stream`.
        /// Its parameters mirror the kernel's, so it takes as many as the kernel does.
        #[allow(clippy::too_many_arguments)]
        pub fn launch #impl_generics (
            runtime: &::cuda_sync::Runtime,
            stream: &::std::sync::Arc<::cuda_sync::cudarc::driver::CudaStream>,
            size: ::cuda_sync::LaunchSize,
            #(#host_params),*
        ) -> ::core::result::Result<(), ::cuda_sync::Error> {
            let __cuda_sync_source: &'static ::cuda_sync::KernelSource = #source;
            runtime.check_faults()?;
            #lengths
            let __cuda_sync_function = runtime.function_for(__cuda_sync_source, ::cuda_sync::launch::Shape::of(size))?;
            let __cuda_sync_config = #config;
            #(#prepare)*
            use ::cuda_sync::cudarc::driver::PushKernelArg as _;
            let mut __cuda_sync_builder = stream.launch_builder(&__cuda_sync_function);
            #(#push)*
            // SAFETY: the arguments are pushed in the order and with the types of
            // the kernel signature rustc checked in `__check`, which is the
            // signature `SOURCE` declares; the config was validated above.
            unsafe { __cuda_sync_builder.#launch(__cuda_sync_config) }
                .map(|_| ())
                .map_err(::cuda_sync::launch::launch_error(#kernel))
        }
    }
}

/// `#[device]`: the function, with the flow token as a hidden first parameter,
/// and a constant holding its C++.
pub fn device(args: TokenStream, function: ItemFn) -> TokenStream {
    let mut errors = Errors::default();
    if let Err(error) = no_args(args) {
        errors.add(error);
    }
    let generics = Generics::of(&function.sig.generics, true, &mut errors);
    let mut params = Vec::new();
    for param in parse::params(&function.sig.inputs) {
        match param {
            Ok(param) => {
                valid::binding(&param.name, &mut errors);
                params.push(param);
            }
            Err(error) => errors.add(error),
        }
    }
    generics.deducible(&params, &mut errors);
    valid::device_params_are_values(&params, &mut errors);
    params
        .iter()
        .for_each(|param| valid::written_type(&param.ty, &mut errors));
    if let syn::ReturnType::Type(_, ty) = &function.sig.output {
        valid::written_type(ty, &mut errors);
    }
    generics.constants(&function.block, &mut errors);
    valid::block(&function.block, &mut errors);
    valid::untyped_floats(&function.block, &mut errors);
    valid::body_attributes(&function, &mut errors);
    valid::shared_sizes(&function.block, &generics, &mut errors);
    valid::device_value(&function, &mut errors);
    valid::item_name(&function.sig.ident, &mut errors);
    valid::file_name(&function.sig.ident, &mut errors);
    valid::no_recursion(&function, &mut errors);
    valid::device_makes_no_sources(&function, &mut errors);
    let mut unordered = Errors::default();
    let protocol = protocol::check(&function, true, &mut unordered);
    let stub = device_item(
        &function,
        &emit::Emitted {
            cuda: quote! { "" },
            constants: Vec::new(),
            names: TokenStream::new(),
        },
        &[],
        &quote! { ::core::option::Option::None },
        &free_needs(),
        &sequence::effect_expr(Effect::None, &[]),
        &quote! { ::cuda_sync::flow::Free },
    );
    let user_generics = &function.sig.generics.params;
    if let Err(error) = errors.finish() {
        let error = error.into_compile_error();
        let (vis, name) = (&function.vis, &function.sig.ident);
        let (inputs, output) = (
            parse::checked_inputs(&function.sig.inputs),
            &function.sig.output,
        );
        return quote! {
            #error
            #stub
            #[allow(unused_variables, clippy::all)]
            #vis fn #name<__F, __X, __G, #user_generics>(__flow: &::cuda_sync::__private::Flow<__F, __X, __G>, __companion: ::core::marker::PhantomData<#name>, #inputs) #output {
                loop {}
            }
        };
    }
    let (vis, name) = (&function.vis, &function.sig.ident);
    let attrs = &function.attrs;
    let inputs = parse::checked_inputs(&function.sig.inputs);
    let mut output = function.sig.output.clone();
    parse::checked_arrays(&mut output);
    let flow = flow();
    let returns_value = !matches!(function.sig.output, syn::ReturnType::Default);
    let body = check::device_body(&function.block, &function.sig.inputs, returns_value);
    let spelled = spelled::checks(&function);
    let sequenced = sequence::deferred_checks(&function.block);
    let all_needs = device_calls(&function.block)
        .iter()
        .fold(own_needs(&function), |acc, callee| {
            quote! { <#acc as ::cuda_sync::flow::Union<<#callee as ::cuda_sync::launch::DeviceFnItem>::Needs>>::Out }
        });
    let callees = device_calls(&function.block);
    let effect = sequence::effect_expr(sequence::body_effect(&function.block), &callees);
    let atomics = callees_atomics(protocol.atomics, &callees);
    let item = device_item(
        &function,
        &emit::device(&function, &generics),
        &device_calls(&function.block),
        &max_threads(&function.block),
        &all_needs,
        &effect,
        &atomics,
    );
    let ordered = &protocol.deferred;
    let unordered = unordered.finish().err().map(syn::Error::into_compile_error);
    quote! {
        #item
        #unordered

        #(#attrs)*
        #[allow(unused_variables, unused_mut, unused_assignments, unused_parens, unused_braces, unreachable_code, while_true, clippy::all)]
        // The companion of this very function: a call whose function and
        // companion (needs and C++) are two items does not type-check (U4).
        #vis fn #name<__F, __X, __G, #user_generics>(#flow: &::cuda_sync::__private::Flow<__F, __X, __G>, __companion: ::core::marker::PhantomData<#name>, #inputs) #output {
            // Every call is checked against these needs where it stands.
            let #flow = <<#name as ::cuda_sync::launch::DeviceFnItem>::Needs>::entry(#flow);
            #spelled
            #sequenced
            #ordered
            #body
        }
    }
}

/// A device function's `Atomics` (rule A1): its own, joined with every
/// callee's.
fn callees_atomics(own: protocol::Atomics, callees: &[syn::Path]) -> TokenStream {
    let own = match own {
        protocol::Atomics::None => quote! { ::cuda_sync::flow::Free },
        protocol::Atomics::HandOffsOnly => quote! { ::cuda_sync::order::HandOffsOnly },
        protocol::Atomics::Raw => quote! { ::cuda_sync::flow::Required },
    };
    callees.iter().fold(own, |acc, callee| {
        quote! { <#acc as ::cuda_sync::order::AtomicsJoin<<#callee as ::cuda_sync::launch::DeviceFnItem>::Atomics>>::Out }
    })
}

/// The device function's companion in the type namespace, under the function's
/// own name, so that every path to the function (a `use`, a glob, a module
/// path) reaches the same companion: its needs and its C++.
fn device_item(
    function: &ItemFn,
    emitted: &emit::Emitted,
    calls: &[syn::Path],
    max_threads: &TokenStream,
    needs: &TokenStream,
    effect: &TokenStream,
    atomics: &TokenStream,
) -> TokenStream {
    let name = &function.sig.ident;
    let literals = if function.sig.generics.params.is_empty() {
        quote! { ::cuda_sync::__private::Widening }
    } else {
        quote! { ::cuda_sync::__private::Exact }
    };
    let constant = format_ident!("__cuda_sync_device_{}", name);
    let (cuda, constants, names) = (&emitted.cuda, &emitted.constants, &emitted.names);
    quote! {
        #[doc(hidden)]
        #[allow(non_camel_case_types)]
        pub struct #name {}

        // SAFETY: the needs are what the macro computed from this function's
        // body and its callees' needs, and the C++ is this function's.
        unsafe impl ::cuda_sync::launch::DeviceFnItem for #name {
            type Needs = #needs;
            type Literals = #literals;
            const SOURCE: &'static ::cuda_sync::launch::DeviceFn = &#constant;
            const EFFECT: u8 = #effect;
            type Atomics = #atomics;
        }

        // Rule N1: the C++'s name for each use is rustc's (`emit::Emitted::names`).
        const _: () = {
            #[allow(unused_variables, unused_braces, non_snake_case, clippy::all)]
            fn names() {
                #names
            }
        };

        #[allow(non_upper_case_globals)]
        static #constant: ::cuda_sync::launch::DeviceFn = ::cuda_sync::launch::DeviceFn {
            cuda: #cuda,
            calls: &[#(<#calls as ::cuda_sync::launch::DeviceFnItem>::SOURCE),*],
            constants: &[#(|| #constants),*],
            max_threads_per_block: #max_threads,
        };
    }
}

/// The needs of a device function that needs nothing.
fn free_needs() -> TokenStream {
    let free = quote! { ::cuda_sync::flow::Free };
    quote! { ::cuda_sync::flow::Needs<#free, #free, #free, #free, #free, #free> }
}

/// What a device function needs of its callers' flow, by its own body and
/// parameters.
fn own_needs(function: &ItemFn) -> TokenStream {
    let need = |found: bool| {
        if found {
            quote! { ::cuda_sync::flow::Required }
        } else {
            quote! { ::cuda_sync::flow::Free }
        }
    };
    let has = |wanted: &dyn Fn(&Expr) -> bool| {
        let mut found = false;
        emit::visit_exprs(&function.block, &mut |e| found |= wanted(e));
        found
    };
    let calls = |e: &Expr, wanted: fn(&syn::Ident) -> bool| matches!(e, Expr::MethodCall(call) if wanted(&call.method));
    // A tile handed in carries the exit state of the caller when it was
    // filled; the body starts with no thread returned, so the caller must be so too.
    let takes_tile = parse::params(&function.sig.inputs)
        .into_iter()
        .flatten()
        .any(|param| parse::is_tile(&param.ty));
    let uniform = need(has(&|e| {
        parse::is_shared_declaration(e) || calls(e, parse::is_block_wide)
    }));
    let present = need(has(&|e| calls(e, parse::needs_every_thread)) || takes_tile);
    let cooperative = need(
        has(&|e| calls(e, |m| parse::is_wait(m) || m == "sync_grid"))
            || check::spins_on_loads(&function.block),
    );
    let top_level = need(has(&|e| {
        calls(e, |m| m == "sync_grid" || parse::is_at_top_level(m))
    }));
    let writes = need(has(&|e| calls(e, parse::writes_tiles)));
    let observes = need(has(&|e| calls(e, check::call_spins)));
    quote! { ::cuda_sync::flow::Needs<#uniform, #present, #cooperative, #top_level, #writes, #observes> }
}

/// The names of the device functions a body calls, each once.
fn device_calls(body: &Block) -> Vec<syn::Path> {
    emit::called_functions(body)
}
