//! The Rust side: the item rustc checks, the typed launcher, the kernel source.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{BinOp, Block, Expr, ItemFn, Lit, Stmt};

use crate::emit;
use crate::parse::{self, Kind, Param};
use crate::valid::{self, Errors};

/// The hidden flow token. Kernels cannot name it: `valid` rejects every name
/// that starts with `__`.
fn flow() -> syn::Ident {
    flow_at(Span::call_site())
}

/// The flow token, located at `span` so that an error about it points there.
fn flow_at(span: Span) -> syn::Ident {
    syn::Ident::new("__cuda_sync_flow", span)
}

/// The name of the constant holding a device function's C++.
pub fn device_const(name: &syn::Ident) -> syn::Ident {
    format_ident!("__cuda_sync_device_{}", name)
}

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

/// `#[kernel]`: a module with the checked item, `SOURCE` and `launch`.
/// `#[kernel]` or `#[kernel(cooperative)]`: whether every block must be resident at once.
fn cooperative(args: TokenStream) -> Result<bool, syn::Error> {
    if args.is_empty() {
        return Ok(false);
    }
    match syn::parse2::<syn::Ident>(args.clone()) {
        Ok(ident) if ident == "cooperative" => Ok(true),
        _ => Err(syn::Error::new_spanned(
            args,
            "`#[kernel]` takes nothing, or `cooperative` for a grid barrier",
        )),
    }
}

pub fn kernel(args: TokenStream, function: ItemFn) -> TokenStream {
    let mut errors = Errors::default();
    let cooperative = cooperative(args).unwrap_or_else(|error| {
        errors.add(error);
        false
    });
    let params: Vec<Param> = parse::params(&function.sig.inputs)
        .into_iter()
        .filter_map(|param| param.map_err(|error| errors.add(error)).ok())
        .collect();
    valid::kernel_params(&params, &mut errors);
    if !matches!(function.sig.output, syn::ReturnType::Default) {
        errors.push(
            &function.sig.output,
            "a kernel returns nothing; write results to a `&mut [T]` or `Global<T>` parameter",
        );
    }
    if let Some(generics) = function.sig.generics.lt_token {
        errors.push(generics, "a kernel is not generic");
    }
    valid::block(&function.block, &mut errors);
    if let Err(error) = errors.finish() {
        let name = &function.sig.ident;
        let vis = &function.vis;
        let error = error.into_compile_error();
        return quote! { #vis mod #name {} #error };
    }
    kernel_module(&function, &params, cooperative)
}

fn kernel_module(function: &ItemFn, params: &[Param], cooperative: bool) -> TokenStream {
    let name = &function.sig.ident;
    let vis = &function.vis;
    let docs = function.attrs.iter().filter(|a| a.path().is_ident("doc"));
    let inputs = parse::without_len(&function.sig.inputs);
    let flow = flow();
    let uniform_args = params
        .iter()
        .filter(|p| matches!(p.kind, Some(Kind::Scalar(_))))
        .map(|p| {
            let n = &p.name;
            quote! { let #n = ::cuda_sync::__private::kernel_arg(#n); }
        });
    let body = Checked::default().block(&function.block);
    let cuda = emit::kernel(function, params);
    let calls = device_calls(&function.block);
    let launcher = launcher(params, cooperative);
    let entry = if cooperative {
        quote! { entry_cooperative }
    } else {
        quote! { entry }
    };
    let max_threads = match tile_sizes(&function.block).into_iter().min() {
        Some(cells) => quote! { ::core::option::Option::Some(#cells) },
        None => quote! { ::core::option::Option::None },
    };
    quote! {
        #(#docs)*
        #[allow(non_snake_case)]
        #vis mod #name {
            #[allow(unused_imports)]
            use super::*;

            /// The CUDA C++ this kernel compiles to, and the device functions it calls.
            pub static SOURCE: ::cuda_sync::KernelSource = ::cuda_sync::KernelSource {
                name: stringify!(#name),
                cuda: #cuda,
                calls: &[#(&#calls),*],
                max_threads_per_block: #max_threads,
            };

            #launcher

            /// The body as rustc checks it; it never runs on the host.
            #[allow(unused_variables, unused_mut, unused_assignments, unused_parens, unused_braces, unreachable_code, dead_code, clippy::all)]
            fn __check(#inputs) {
                let #flow = ::cuda_sync::__private::#entry();
                #(#uniform_args)*
                #body
            }
        }
    }
}

/// The cell counts of the kernel's tiles.
fn tile_sizes(body: &Block) -> Vec<u32> {
    struct Tiles(Vec<u32>);
    impl<'ast> syn::visit::Visit<'ast> for Tiles {
        fn visit_local(&mut self, local: &'ast syn::Local) {
            self.0.extend(parse::tile_cells(local));
            syn::visit::visit_local(self, local);
        }
    }
    let mut tiles = Tiles(Vec::new());
    syn::visit::Visit::visit_block(&mut tiles, body);
    tiles.0
}

/// The launcher's checks of `#[len(...)]`: every declared length, in terms of
/// the launch size and the scalar arguments, before anything is compiled.
fn length_checks(params: &[Param]) -> TokenStream {
    let scalars: Vec<&syn::Ident> = params
        .iter()
        .filter(|p| matches!(p.kind, Some(Kind::Scalar(_))))
        .map(|p| &p.name)
        .collect();
    let checks = params.iter().filter_map(|p| {
        let (n, need) = (&p.name, p.len.as_ref()?);
        let text = quote!(#need).to_string();
        Some(quote! {
            ::cuda_sync::launch::check_len(SOURCE.name, stringify!(#n), #n.len(), (#need) as u64, #text)?;
        })
    });
    quote! {
        {
            #[allow(unused_variables)]
            let (blocks, threads) = (u64::from(size.blocks), u64::from(size.threads));
            #( #[allow(unused_variables)] let #scalars = #scalars as u64; )*
            #(#checks)*
        }
    }
}

fn launcher(params: &[Param], cooperative: bool) -> TokenStream {
    let lengths = length_checks(params);
    let mut host_params = Vec::new();
    let mut prepare = Vec::new();
    let mut push = Vec::new();
    for param in params {
        let n = &param.name;
        match param.kind.as_ref() {
            Some(Kind::Context) | None => {}
            Some(Kind::Input(t)) => {
                host_params.push(quote! { #n: &::cuda_sync::cudarc::driver::CudaSlice<#t> });
                push.push(quote! { builder.arg(#n); });
            }
            Some(Kind::Output(t)) => {
                host_params.push(quote! { #n: &mut ::cuda_sync::cudarc::driver::CudaSlice<#t> });
                push.push(quote! { builder.arg(#n); });
            }
            Some(Kind::Global(t)) => {
                host_params.push(quote! { #n: &mut ::cuda_sync::cudarc::driver::CudaSlice<#t> });
                prepare.push(quote! { let #n = ::cuda_sync::launch::GlobalArg::new(#n, stream); });
                push.push(quote! { builder.arg(#n.raw()); });
            }
            Some(Kind::GridBarrier) => {
                host_params.push(quote! { #n: &mut ::cuda_sync::cudarc::driver::CudaSlice<u32> });
                prepare.push(quote! {
                    ::cuda_sync::launch::grid_barrier_cells(SOURCE.name, #n.len())?;
                    let #n = ::cuda_sync::launch::GlobalArg::new(#n, stream);
                });
                push.push(quote! { builder.arg(#n.raw()); });
            }
            Some(Kind::Mapped(t)) => {
                host_params.push(quote! { #n: &::cuda_sync::host::MappedHost<#t> });
                prepare.push(quote! { let #n = #n.raw(); });
                push.push(quote! { builder.arg(&#n); });
            }
            Some(Kind::Scalar(t)) => {
                host_params.push(quote! { #n: #t });
                push.push(quote! { builder.arg(&#n); });
            }
        }
    }
    let (config, launch) = if cooperative {
        (
            quote! { runtime.cooperative_config(&SOURCE, size, &function)? },
            quote! { launch_cooperative },
        )
    } else {
        (quote! { runtime.config(&SOURCE, size)? }, quote! { launch })
    };
    let kernel = quote! { SOURCE.name };
    quote! {
        /// Compiles (or loads from the cache), validates `size` and launches on `stream`.
        /// Its parameters mirror the kernel's, so it takes as many as the kernel does.
        #[allow(clippy::too_many_arguments)]
        pub fn launch(
            runtime: &::cuda_sync::Runtime,
            stream: &::std::sync::Arc<::cuda_sync::cudarc::driver::CudaStream>,
            size: ::cuda_sync::LaunchSize,
            #(#host_params),*
        ) -> ::core::result::Result<(), ::cuda_sync::Error> {
            #lengths
            let function = runtime.function(&SOURCE)?;
            let config = #config;
            #(#prepare)*
            use ::cuda_sync::cudarc::driver::PushKernelArg as _;
            let mut builder = stream.launch_builder(&function);
            #(#push)*
            // SAFETY: the arguments are pushed in the order and with the types of
            // the kernel signature rustc checked in `__check`, which is the
            // signature `SOURCE` declares; `config` was validated above.
            unsafe { builder.#launch(config) }
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
    for param in parse::params(&function.sig.inputs) {
        if let Err(error) = param {
            errors.add(error);
        }
    }
    if let Some(generics) = function.sig.generics.lt_token {
        errors.push(generics, "a device function is not generic");
    }
    valid::block(&function.block, &mut errors);
    valid::device_value(&function, &mut errors);
    let name = &function.sig.ident;
    let constant = device_const(name);
    if let Err(error) = errors.finish() {
        return error.into_compile_error();
    }
    let vis = &function.vis;
    let attrs = &function.attrs;
    let inputs = &function.sig.inputs;
    let output = &function.sig.output;
    let flow = flow();
    let body = Checked::default().block(&function.block);
    let cuda = emit::device(&function);
    let calls = device_calls(&function.block);
    let flow_type = quote! { ::cuda_sync::__private::Flow<__F, __X, __G> };
    let mut bounds = Vec::new();
    if has_block_wide_operation(&function.block) {
        bounds.push(quote! { #flow_type: ::cuda_sync::flow::BlockUniform });
    }
    if waits_on_other_blocks(&function.block) {
        bounds.push(quote! { #flow_type: ::cuda_sync::flow::CoResidentGrid });
    }
    let bound = (!bounds.is_empty()).then(|| quote! { where #(#bounds),* });
    quote! {
        #(#attrs)*
        #[allow(unused_variables, unused_mut, unused_assignments, unused_parens, unused_braces, unreachable_code, clippy::all)]
        #vis fn #name<__F: ::cuda_sync::__private::Nest, __X, __G>(#flow: &::cuda_sync::__private::Flow<__F, __X, __G>, #inputs) #output
        #bound
        {
            let #flow = *#flow;
            #body
        }

        #[doc(hidden)]
        #[allow(non_upper_case_globals)]
        #vis static #constant: ::cuda_sync::launch::DeviceFn = ::cuda_sync::launch::DeviceFn {
            cuda: #cuda,
            calls: &[#(&#calls),*],
        };
    }
}

/// Whether a device function waits on other blocks itself. (A device function
/// that calls one that waits does not get the bound, and does not compile.)
fn waits_on_other_blocks(body: &Block) -> bool {
    let mut found = false;
    emit::visit_exprs(body, &mut |e| {
        found |= matches!(e, Expr::MethodCall(call) if parse::is_wait(&call.method));
    });
    found
}

/// The device functions a body calls, by name.
fn device_calls(body: &Block) -> Vec<syn::Ident> {
    let mut names: Vec<syn::Ident> = Vec::new();
    emit::visit_calls(body, &mut |name: &syn::Ident| {
        if !names.contains(name) {
            names.push(name.clone());
        }
    });
    names.into_iter().map(|n| device_const(&n)).collect()
}

/// Builds the item rustc checks: the body with the flow token threaded
/// through it. `in_barrier_loop`: inside a loop whose body has a block-wide
/// operation, where leaving the loop must be block-uniform.
#[derive(Clone, Copy, Default)]
struct Checked {
    in_barrier_loop: bool,
}

impl Checked {
    fn block(&self, body: &Block) -> TokenStream {
        let flow = flow();
        let stmts = body.stmts.iter().map(|s| {
            let checked = self.stmt(s);
            if contains_return(s) {
                quote! { #checked let #flow = ::cuda_sync::__private::after_return(&#flow); }
            } else {
                checked
            }
        });
        quote_spanned! {body.brace_token.span.join()=> { #(#stmts)* } }
    }

    fn stmt(&self, s: &Stmt) -> TokenStream {
        match s {
            Stmt::Local(local) => {
                let pat = &local.pat;
                let init = local.init.as_ref().map(|init| self.expr(&init.expr, false));
                quote! { let #pat = #init; }
            }
            Stmt::Expr(e, semi) => {
                let e = self.expr(e, false);
                quote! { #e #semi }
            }
            other => quote! { #other },
        }
    }

    /// An expression as rustc checks it. `operand`: the expression is an operand of
    /// an operator, where a literal is uniform.
    fn expr(&self, e: &Expr, operand: bool) -> TokenStream {
        let private = quote! { ::cuda_sync::__private };
        let flow = flow();
        let span = e.span();
        match e {
            Expr::Lit(lit) if operand && is_literal(e) => {
                quote_spanned! {lit.span()=> #private::lit(#lit) }
            }
            Expr::Binary(binary) => {
                let left = self.expr(&binary.left, true);
                let right = self.expr(&binary.right, true);
                let op = &binary.op;
                let span = op.span();
                let compare = |method: &str| {
                    let method = syn::Ident::new(method, span);
                    quote_spanned! {span=> #private::Compare::#method(#left, #right) }
                };
                let logic = |method: &str| {
                    let method = syn::Ident::new(method, span);
                    quote_spanned! {span=> #private::Logic::#method(#left, #right) }
                };
                match op {
                    BinOp::Eq(_) => compare("eq"),
                    BinOp::Ne(_) => compare("ne"),
                    BinOp::Lt(_) => compare("lt"),
                    BinOp::Le(_) => compare("le"),
                    BinOp::Gt(_) => compare("gt"),
                    BinOp::Ge(_) => compare("ge"),
                    BinOp::And(_) => logic("and"),
                    BinOp::Or(_) => logic("or"),
                    _ => {
                        let left = if emit::is_compound(op) {
                            self.expr(&binary.left, false)
                        } else {
                            left
                        };
                        quote_spanned! {span=> (#left #op #right) }
                    }
                }
            }
            Expr::Unary(unary) => {
                let op = &unary.op;
                let inner = self.expr(&unary.expr, true);
                quote_spanned! {span=> (#op #inner) }
            }
            Expr::Paren(paren) => {
                let inner = self.expr(&paren.expr, operand);
                quote_spanned! {span=> (#inner) }
            }
            Expr::Reference(reference) => {
                let and = &reference.and_token;
                let mutability = &reference.mutability;
                let inner = self.expr(&reference.expr, false);
                quote_spanned! {span=> #and #mutability #inner }
            }
            Expr::Cast(cast) => {
                let inner = self.expr(&cast.expr, true);
                let ty = &cast.ty;
                quote_spanned! {cast.span()=> #private::cast::<#ty, _>(#inner) }
            }
            Expr::Index(index) => {
                let target = self.expr(&index.expr, false);
                let at = self.expr(&index.index, false);
                quote_spanned! {span=> #target[#private::Index::index(#at)] }
            }
            Expr::Assign(assign) => {
                let left = self.expr(&assign.left, false);
                let right = self.expr(&assign.right, false);
                quote_spanned! {span=> #left = #right }
            }
            Expr::MethodCall(call) => {
                let receiver = self.expr(&call.receiver, false);
                let method = &call.method;
                let turbofish = &call.turbofish;
                let args = call.args.iter().map(|a| self.expr(a, false));
                if parse::takes_flow(method) {
                    let flow = flow_at(method.span());
                    quote_spanned! {method.span()=> #receiver.#method #turbofish(&#flow, #(#args),*) }
                } else {
                    quote_spanned! {span=> #receiver.#method #turbofish(#(#args),*) }
                }
            }
            Expr::Call(call) => {
                let func = &call.func;
                let args = call.args.iter().map(|a| self.expr(a, false));
                quote_spanned! {call.span()=> #func(&#flow, #(#args),*) }
            }
            Expr::Block(inner) => self.block(&inner.block),
            Expr::If(branch) => self.if_expr(branch),
            Expr::While(looping) => {
                let cond = self.expr(&looping.cond, false);
                let body = Checked::for_loop(&looping.body).block(&looping.body);
                quote_spanned! {span=>
                    while #private::holds(&(#cond)) {
                        let #flow = #private::enter(&#flow, &(#cond));
                        #body
                    }
                }
            }
            Expr::ForLoop(looping) => {
                let pat = &looping.pat;
                let Expr::Range(range) = &*looping.expr else {
                    return quote_spanned! {span=> #e };
                };
                let start = range.start.as_deref().map(|s| self.expr(s, true));
                let end = range.end.as_deref().map(|s| self.expr(s, true));
                let body = Checked::for_loop(&looping.body).block(&looping.body);
                quote_spanned! {span=>{
                    let __range = #private::range(#start, #end);
                    let #flow = #private::enter(&#flow, &__range);
                    for #pat in __range #body
                }}
            }
            Expr::Break(_) | Expr::Continue(_) if self.in_barrier_loop => {
                // Leaving a loop that has a barrier must happen in every thread or none.
                let flow = flow_at(span);
                quote_spanned! {span=> { ::cuda_sync::__private::leave_barrier_loop(&#flow); #e } }
            }
            other => quote_spanned! {span=> #other },
        }
    }

    /// The builder for a loop's body: it knows whether the body has a barrier.
    fn for_loop(body: &Block) -> Checked {
        Checked {
            in_barrier_loop: has_block_wide_operation(body),
        }
    }

    fn if_expr(&self, branch: &syn::ExprIf) -> TokenStream {
        let private = quote! { ::cuda_sync::__private };
        let flow = flow();
        let then = self.block(&branch.then_branch);
        let otherwise = branch.else_branch.as_ref().map(|(_, e)| {
            let e = self.expr(e, false);
            quote! { else #e }
        });
        match &*branch.cond {
            Expr::Let(binding) => {
                let pat = &binding.pat;
                let scrutinee = self.expr(&binding.expr, false);
                quote! {{
                    let __condition = #scrutinee;
                    let #flow = #private::enter(&#flow, &__condition);
                    if let #pat = __condition #then #otherwise
                }}
            }
            cond => {
                let cond = self.expr(cond, false);
                quote! {{
                    let __condition = #cond;
                    let #flow = #private::enter(&#flow, &__condition);
                    if #private::holds(&__condition) #then #otherwise
                }}
            }
        }
    }
}

/// Whether a loop body has a block-wide operation (or calls a device function,
/// which may), not counting nested loops' own bodies.
fn has_block_wide_operation(body: &Block) -> bool {
    let mut found = false;
    emit::visit_exprs(body, &mut |e| {
        found |= matches!(e, Expr::Call(_))
            || matches!(e, Expr::MethodCall(call) if parse::is_block_wide(&call.method));
    });
    found
}

/// Whether some threads may `return` inside this statement.
fn contains_return(s: &Stmt) -> bool {
    let mut found = false;
    let wrapped = Block {
        brace_token: Default::default(),
        stmts: vec![s.clone()],
    };
    emit::visit_exprs(&wrapped, &mut |e| found |= matches!(e, Expr::Return(_)));
    found
}

fn is_literal(e: &Expr) -> bool {
    matches!(e, Expr::Lit(lit) if matches!(lit.lit, Lit::Int(_) | Lit::Float(_) | Lit::Bool(_)))
}
