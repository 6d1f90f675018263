//! The body as rustc checks it: the same statements, with the hidden flow token
//! threaded through them.
//!
//! The token's type says where a statement runs (see `cuda_sync::flow`). This
//! module keeps it true whatever the spelling:
//! - a branch or loop enters the flow its condition makes, and so does the
//!   right operand of `&&` and `||`, which runs only when the left one allows;
//! - every `break`, `continue` and `return` records the flow it was taken
//!   under in a variable of its own (`__cuda_sync_exit_N`). After a `return`
//!   under a thread-dependent condition some threads have exited; a loop body
//!   that some threads may leave early is divergent from its first statement,
//!   since later iterations run without them;
//! - every assignment names the flow, so a block-uniform variable is assigned
//!   only where the whole block assigns it.
//!
//! The exit records are typed by inference from the statement that sets them,
//! so the flow after an exit depends only on conditions, never on itself.

use std::cell::RefCell;
use std::collections::HashSet;

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned, ToTokens};
use syn::spanned::Spanned;
use syn::{BinOp, Block, Expr, Lit, Stmt};

use crate::{emit, parse};

/// The hidden flow token. Kernels cannot name it: `valid` rejects every name
/// that starts with `__`.
pub fn flow() -> syn::Ident {
    flow_at(Span::call_site())
}

/// The flow token, located at `span` so that an error about it points there.
fn flow_at(span: Span) -> syn::Ident {
    syn::Ident::new("__cuda_sync_flow", span)
}

/// The hidden token of tile writes waiting for their barrier.
fn writes() -> syn::Ident {
    syn::Ident::new("__cuda_sync_writes", Span::call_site())
}

fn exit_record(id: usize) -> syn::Ident {
    format_ident!("__cuda_sync_exit_{}", id)
}

fn guard(depth: usize) -> syn::Ident {
    format_ident!("__cuda_sync_guard_{}", depth)
}

/// A `break`, `continue` or `return` found while building the item.
enum Exit {
    /// A `return`: it ends the thread's part in the function.
    Return,
    /// A `break` (`breaks`) or `continue` of the loop numbered `loop_id`;
    /// `checked`: the leave itself was checked to be block-uniform.
    Leave {
        loop_id: usize,
        breaks: bool,
        checked: bool,
    },
}

/// The exits and loops numbered so far in one function.
#[derive(Default)]
struct Sites {
    exits: Vec<Exit>,
    loops: usize,
    /// An unbounded wait came earlier in the function, in the order of
    /// evaluation (in any branch: an exclusive branch counts too).
    waited: bool,
    /// The device functions called so far.
    called: Vec<syn::Expr>,
    /// Those of them called in a `while`: the loop may have spun on them.
    called_in_spin_loop: Vec<syn::Expr>,
}

/// The parameters of a kernel or device function.
type Inputs = syn::punctuated::Punctuated<syn::FnArg, syn::Token![,]>;

/// A kernel's body as rustc checks it, with one exit record per exit declared first.
pub fn kernel_body(body: &Block, inputs: &Inputs, generics: &syn::Generics) -> TokenStream {
    let constants = generics
        .const_params()
        .map(|c| c.ident.to_string())
        .collect();
    function_body(body, inputs, &constants, false, false)
}

/// A device function's body: its `return`s leave the threads that take them
/// waiting in the caller, and what it returns (with `returns_value`) is
/// checked: plain values anywhere, uniform ones where the callers return together.
pub fn device_body(body: &Block, inputs: &Inputs, returns_value: bool) -> TokenStream {
    function_body(body, inputs, &HashSet::new(), true, returns_value)
}

fn function_body(
    body: &Block,
    inputs: &Inputs,
    constants: &HashSet<String>,
    in_device_fn: bool,
    returns_value: bool,
) -> TokenStream {
    let sites = RefCell::new(Sites::default());
    let thread_indices = thread_index_names(body, inputs);
    let bound = parse::bound_names(inputs, body);
    let exclusive = exclusive_references(inputs);
    let checked = Checked::new(
        &sites,
        &thread_indices,
        constants,
        &bound,
        &exclusive,
        in_device_fn,
    )
    .statements(
        body,
        if returns_value {
            Tail::Returned
        } else {
            Tail::Kept
        },
    );
    let records = (0..sites.borrow().exits.len()).map(|id| {
        let record = exit_record(id);
        quote! { let mut #record = ::cuda_sync::__private::exit_not_reached(); }
    });
    let writes = writes();
    // A device function starts with whatever its callers did: a tile handed in
    // is read, or written again, only after a barrier in the function.
    let start = if in_device_fn {
        quote! { writes_unknown }
    } else {
        quote! { writes_settled }
    };
    quote! {
        let #writes = ::cuda_sync::__private::#start();
        #(#records)*
        #checked
    }
}

/// What the collectives of a loop (its body's and its condition's) wait for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Collective {
    /// Only the warp's: `warp_sum`, `sync_warp`, the shuffles. Whole warps
    /// may leave the loop at different times.
    Warp,
    /// The block's: a barrier, a reduction, a broadcast.
    Block,
}

/// The collectives of a loop's body and head, if it has any.
fn collective_of(head: &Expr, body: &Block) -> Option<Collective> {
    let whole = head_and_body(head, body);
    let (mut warp, mut block) = (false, false);
    emit::visit_exprs(&whole, &mut |e| {
        if let Expr::MethodCall(call) = e {
            if parse::is_warp_wide(&call.method) {
                warp = true;
            } else if parse::is_block_wide(&call.method) {
                block = true;
            }
        }
    });
    match (warp, block) {
        (_, true) => Some(Collective::Block),
        (true, false) => Some(Collective::Warp),
        (false, false) => None,
    }
}

/// The builder. `guards`: the conditions between the innermost loop's body and
/// here; `loop_id`: that loop's number; `in_barrier_loop`: what that loop's
/// collectives wait for, so whom leaving it must hold together (the block,
/// or whole warps).
#[derive(Clone)]
struct Checked<'a> {
    sites: &'a RefCell<Sites>,
    /// Names bound only to the thread index (`let tid = block.thread_index();`).
    thread_indices: &'a HashSet<String>,
    /// The kernel's const parameters: the same in every thread, so uniform
    /// as operands, as a literal is.
    constants: &'a HashSet<String>,
    /// Every name the function binds: a name outside them is a `const` item's
    /// (`math::is_named_constant`).
    bound: &'a HashSet<String>,
    guards: Vec<syn::Ident>,
    loop_id: Option<usize>,
    in_barrier_loop: Option<Collective>,
    /// A block-wide operation follows, in the innermost loop's body.
    block_wide_follows: bool,
    in_device_fn: bool,
    /// The parameters the check binds as `&mut` (`out: &mut [u32]`, a
    /// kernel's `Output<T, W>`): passed on to a device function as they are,
    /// so that rustc borrows them again for each call.
    exclusive: &'a HashSet<String>,
    /// Inside a loop that may spin: a `while` (its condition or body), or a
    /// `for` whose body can `break` or `return` (its body; `for _ in
    /// 0..u64::MAX` with a `break` on a load is a spin). A load there may wait
    /// on another block.
    in_spin_loop: bool,
}

impl<'a> Checked<'a> {
    fn new(
        sites: &'a RefCell<Sites>,
        thread_indices: &'a HashSet<String>,
        constants: &'a HashSet<String>,
        bound: &'a HashSet<String>,
        exclusive: &'a HashSet<String>,
        in_device_fn: bool,
    ) -> Self {
        Checked {
            sites,
            thread_indices,
            constants,
            bound,
            exclusive,
            guards: Vec::new(),
            loop_id: None,
            in_barrier_loop: None,
            block_wide_follows: false,
            in_device_fn,
            in_spin_loop: false,
        }
    }

    fn next_exit(&self) -> usize {
        self.sites.borrow().exits.len()
    }

    fn block(&self, body: &Block) -> TokenStream {
        self.statements(body, Tail::Kept)
    }

    /// `tail`: what the last expression is checked as.
    fn statements(&self, body: &Block, tail: Tail) -> TokenStream {
        let value_at = body.stmts.len().checked_sub(1);
        let stmts = body.stmts.iter().enumerate().map(|(at, s)| {
            let first = self.next_exit();
            let here = Checked {
                block_wide_follows: self.block_wide_follows
                    || has_block_wide_operation(&block_of(body.stmts[at + 1..].to_vec())),
                ..self.clone()
            };
            let checked = match (s, &tail) {
                (Stmt::Expr(value, None), Tail::Returned) if Some(at) == value_at => {
                    here.returned(value)
                }
                (Stmt::Expr(value, None), Tail::Branch(side)) if Some(at) == value_at => {
                    here.branch_value(value, side)
                }
                _ => here.stmt(s),
            };
            let after = self.after_returns(first);
            // Nothing follows a block's value (its last expression, no `;`).
            let is_value = Some(at) == value_at && matches!(s, Stmt::Expr(_, None));
            let writes = (!is_value).then(|| after_writes(s));
            let before = before_accesses(s);
            quote! { #before #checked #after #writes }
        });
        quote_spanned! {body.brace_token.span.join()=> { #(#stmts)* } }
    }

    /// The flow after the `return`s numbered from `first` on, and after the
    /// `break`s and `continue`s of this loop.
    fn after_returns(&self, first: usize) -> TokenStream {
        let sites = self.sites.borrow();
        let flow = flow();
        let exits = (first..sites.exits.len()).filter_map(|id| match sites.exits[id] {
            Exit::Return => Some(self.after_return(id)),
            // The rest of this iteration runs without the threads that left it.
            Exit::Leave {
                loop_id,
                breaks: false,
                checked: false,
            } if Some(loop_id) == self.loop_id => {
                let record = exit_record(id);
                Some(quote! { let #flow = ::cuda_sync::__private::after_leave(&#flow, &#record); })
            }
            Exit::Leave { .. } => None,
        });
        quote! { #(#exits)* }
    }

    /// The flow after the `return` numbered `id`: in a kernel the thread is
    /// gone; in a device function it waits in the caller.
    fn after_return(&self, id: usize) -> TokenStream {
        let flow = flow();
        let record = exit_record(id);
        if self.in_device_fn {
            quote! { let #flow = ::cuda_sync::__private::after_device_return(&#flow, &#record); }
        } else {
            quote! { let #flow = ::cuda_sync::__private::after_return(&#flow, &#record); }
        }
    }

    /// A device function's value, checked under the flow where it is returned.
    fn returned(&self, value: &Expr) -> TokenStream {
        // A constant alone is uniform, and converts to a plain return type
        // (red team round 81: `B` of `const B: u32` was refused as a
        // `Uniform<u32>` result where `2u32` was taken); a type parameter's
        // constant (`T::MAX`) stays plain, as no `Uniform<T>` converts to a
        // generic `T`.
        let value = if holds_a_generic_constant(value) {
            self.expr(value, is_literal(value))
        } else {
            self.constant_alone(value)
                .unwrap_or_else(|| self.expr(value, false))
        };
        let flow = flow();
        quote! { ::cuda_sync::__private::returned(&#flow, #value) }
    }

    /// An `if`'s branch's value, joined with the other branch's type
    /// (`__private::then_value`, `else_value`); a constant alone is uniform,
    /// so it joins a value of either kind (`if c { 8u32 } else { rounds }`).
    fn branch_value(&self, value: &Expr, side: &syn::Ident) -> TokenStream {
        let value = match value {
            Expr::Block(inner) => return self.statements(&inner.block, Tail::Branch(side.clone())),
            Expr::If(_) => self.expr(value, false),
            _ => self
                .constant_alone(value)
                .unwrap_or_else(|| self.expr(value, false)),
        };
        quote_spanned! {value.span()=> ::cuda_sync::__private::#side(#value, &__branch_types) }
    }

    /// A cell of an array or tuple literal, as the plain value it holds.
    fn array_cell(&self, cell: &Expr) -> TokenStream {
        let value = self.expr(cell, true);
        quote_spanned! {cell.span()=> ::cuda_sync::__private::Plain::plain(#value) }
    }

    fn stmt(&self, s: &Stmt) -> TokenStream {
        match s {
            Stmt::Local(local) => {
                let mut pat = local.pat.clone();
                parse::checked_arrays(&mut pat);
                let constant = parse::names_constant(&pat);
                let init = local.init.as_ref().map(|init| {
                    if parse::declares_uniform(&pat) {
                        self.uniform_where_literal(&init.expr, true)
                    } else if let Some(ty) = parse::declared_scalar(&pat) {
                        // `let m: u64 = v;` takes a uniform `v` as its plain
                        // value, as a plain parameter does (the C++ converts).
                        let value = self.expr(&init.expr, constant);
                        quote_spanned! {init.expr.span()=> ::cuda_sync::__private::declared::<#ty, _>(#value) }
                    } else {
                        self.expr(&init.expr, constant)
                    }
                });
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
            // `T::EPSILON`, `u32::MAX`: the constant of the crate's trait that
            // the C++'s `math::limits` mirrors, not one a trait of the user's
            // gives a type parameter the bound lacks (rule N1).
            Expr::Path(path)
                if path.qself.is_none() && crate::math::is_constant_name(&path.path) =>
            {
                let ty = &path.path.segments[0];
                let name = &path.path.segments[1].ident;
                let (module, owner) = crate::math::constant_trait(name);
                let module = syn::Ident::new(module, name.span());
                let owner = syn::Ident::new(owner, name.span());
                quote_spanned! {span=> <#ty as ::cuda_sync::#module::#owner>::#name }
            }
            Expr::Path(path) if operand && self.is_const_param(e) => {
                quote_spanned! {span=> #private::lit(#path) }
            }
            Expr::Binary(binary) => self.binary(binary),
            // `-2147483648i32`, `-128`: an integer literal stays under its
            // minus, where rustc reads the two as one number (the minimum
            // fits the type only negated: `overflowing_literals`).
            Expr::Unary(_) if operand && is_negated_integer(e) => {
                quote_spanned! {span=> #private::lit(#e) }
            }
            Expr::Unary(unary) => {
                let op = &unary.op;
                // A negative literal is as plain as a positive one where a
                // literal is (a method's argument: `fetch_min(-3i64, ..)`).
                let inner = self.expr(&unary.expr, operand || !is_literal(&unary.expr));
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
            // A field of a struct argument (`arg::KernelArg`).
            Expr::Field(field) => {
                let base = self.expr(&field.base, false);
                let member = &field.member;
                match member {
                    syn::Member::Named(_) => {
                        quote_spanned! {member.span()=> ::cuda_sync::__private::field(#base, |__struct| __struct.#member) }
                    }
                    // A tuple's cell.
                    syn::Member::Unnamed(_) => quote_spanned! {member.span()=> #base.#member },
                }
            }
            // A tuple's cells are plain values, as an array's are.
            Expr::Tuple(tuple) => {
                let cells = tuple.elems.iter().map(|cell| self.array_cell(cell));
                quote_spanned! {span=> (#(#cells,)*) }
            }
            // A local array's cells are plain values (`array::Array`).
            Expr::Array(array) => {
                let cells = array.elems.iter().map(|cell| self.array_cell(cell));
                quote_spanned! {span=> ::cuda_sync::__private::array([#(#cells),*]) }
            }
            Expr::Repeat(repeat) => {
                let cell = self.array_cell(&repeat.expr);
                let len = &repeat.len;
                quote_spanned! {span=> ::cuda_sync::__private::array([#cell; #len]) }
            }
            Expr::Cast(cast) => {
                let inner = self.expr(&cast.expr, true);
                let ty = &cast.ty;
                quote_spanned! {cast.span()=> #private::cast::<#ty, _>(#inner) }
            }
            Expr::Index(index) => {
                let target = self.expr(&index.expr, false);
                let at = match &*index.index {
                    // An unsuffixed literal index is a `usize`, as in Rust.
                    Expr::Lit(syn::ExprLit {
                        lit: Lit::Int(int), ..
                    }) if int.suffix().is_empty() => {
                        let int =
                            syn::LitInt::new(&format!("{}usize", int.base10_digits()), int.span());
                        quote! { #int }
                    }
                    other => self.expr(other, false),
                };
                // Located at the index, so that an error about it points there.
                let at_span = index.index.span();
                let at = quote_spanned! {at_span=> ::cuda_sync::__private::Index::index(#at) };
                quote_spanned! {at_span=> #target[#at] }
            }
            Expr::Assign(assign) => {
                // The value is checked, so a tile moved out of the target may be assigned back.
                let left = self.expr(&assign.left, false);
                // A literal is uniform, and converts to a plain place.
                let right = self.expr(&assign.right, is_literal(&assign.right));
                let flow = flow_at(assign.eq_token.span());
                quote_spanned! {span=> #left = ::cuda_sync::__private::assigned(&#flow, #right) }
            }
            Expr::MethodCall(call) if crate::math::is_method(&call.method) => {
                // Rust's own scalar method, on the plain values of its
                // operands; the result is as uniform as they all are (a literal
                // is uniform), as a pure function's.
                let method = &call.method;
                let operands = std::iter::once(&*call.receiver)
                    .chain(&call.args)
                    .map(|a| self.expr(a, true));
                let scalar = syn::Ident::new("__cuda_sync_scalar", method.span());
                let args: Vec<syn::Ident> = (0..call.args.len())
                    .map(|k| format_ident!("__cuda_sync_operand_{}", k, span = method.span()))
                    .collect();
                // Its receiver and result are the shim function's types,
                // whatever trait rustc found the method in (rule N1).
                let check = syn::Ident::new(crate::math::result_check(method), method.span());
                quote_spanned! {span=>
                    ::cuda_sync::__private::lifted((#(#operands,)*), |(#scalar, #(#args,)*)| {
                        ::cuda_sync::__private::#check(&#scalar, #scalar.#method(#(#args),*))
                    })
                }
            }
            Expr::MethodCall(call) => {
                let method = &call.method;
                let receiver = self.expr(&call.receiver, false);
                let turbofish = &call.turbofish;
                // A stride every thread shares: a constant there is uniform.
                let args = call.args.iter().map(|a| match parse::splits_tiles(method) {
                    true => self
                        .constant_alone(a)
                        .unwrap_or_else(|| self.expr(a, false)),
                    false => self.expr(a, false),
                });
                let flow = parse::takes_flow(method).then(|| {
                    let flow = flow_at(method.span());
                    quote_spanned! {method.span()=> &#flow, }
                });
                let accesses = parse::takes_tile_accesses(method).then(|| {
                    let writes = syn::Ident::new("__cuda_sync_writes", method.span());
                    quote_spanned! {method.span()=> &#writes, }
                });
                let at = if flow.is_some() { method.span() } else { span };
                let call = if method == "load4" {
                    // The prelude's trait, by path: a local trait named `Load4`
                    // would shadow it (rule N1).
                    quote_spanned! {at=> ::cuda_sync::vector::Load4::load4(#receiver, #(#args),*) }
                } else {
                    let receiver = if parse::borrows_receiver(method) {
                        // Exactly `&Type`, so that the crate's method is found
                        // before any user trait's (rule N1).
                        quote_spanned! {call.receiver.span()=> ::cuda_sync::__private::receiver(&#receiver) }
                    } else {
                        receiver
                    };
                    quote_spanned! {at=> #receiver.#method #turbofish(#flow #accesses #(#args),*) }
                };
                let call = self.ordered_against_waits(method, call);
                if self.in_spin_loop && call_spins(method) {
                    // A `while` may run until another block stores: an unbounded wait.
                    let flow = flow_at(method.span());
                    quote_spanned! {method.span()=> { ::cuda_sync::__private::spin_on_load(&#flow); #call } }
                } else {
                    call
                }
            }
            Expr::Call(call)
                if crate::math::type_function(&call.func)
                    .is_some_and(|(_, f)| matches!(f, crate::math::TypeFunction::Assert)) =>
            {
                // `assert!(c)`: `c` a `bool` of any uniformity; the line is the C++'s.
                let condition = self.expr(&call.args[0], false);
                quote_spanned! {span=> ::cuda_sync::__private::assert_holds(#condition) }
            }
            Expr::Call(call)
                if crate::math::type_function(&call.func)
                    .is_some_and(|(_, f)| matches!(f, crate::math::TypeFunction::From(_))) =>
            {
                // `u64::from(x)`: as uniform as `x`, as a scalar method's value.
                let func = &call.func;
                let value = self.expr(&call.args[0], true);
                let x = syn::Ident::new("__cuda_sync_scalar", span);
                quote_spanned! {span=> ::cuda_sync::__private::lifted((#value,), |(#x,)| #func(#x)) }
            }
            Expr::Call(call) if crate::math::type_function(&call.func).is_some() => {
                // Rust's own `f32::from_bits` or a vector's `splat`, on plain
                // values; the float or the vector is plain.
                let func = &call.func;
                let bits = call.args.iter().map(|a| self.plain(a));
                quote_spanned! {span=> #func(#(#bits),*) }
            }
            Expr::Call(call) => {
                let func = &call.func;
                // A constant alone (a literal, a const parameter, `u32::MAX`,
                // `-5i32`) is uniform, and converts to a plain parameter as the
                // callee allows (exactly, if it is generic); another uniform
                // argument passes to a plain function's plain parameter as its
                // plain value.
                let args = call.args.iter().map(|a| {
                    let policy = quote_spanned! {a.span()=> <#func as ::cuda_sync::launch::DeviceFnItem>::Literals };
                    if let Some(constant) = self.constant_alone(a) {
                        converted(quote! { literal_arg }, &policy, a, constant)
                    } else if self.is_exclusive(a) {
                        self.expr(a, false)
                    } else {
                        converted(quote! { value_arg }, &policy, a, self.expr(a, false))
                    }
                });
                // The callee's needs are met where the call stands.
                let flow = flow_at(func.span());
                let args: Vec<TokenStream> = args.collect();
                let after_wait = self.sites.borrow().waited.then(|| {
                    quote_spanned! {func.span()=> <<#func as ::cuda_sync::launch::DeviceFnItem>::Needs>::after_wait(); }
                });
                // In a `while`, a function that looks at other blocks' memory may be spun on.
                let in_spin_loop = self.in_spin_loop.then(|| {
                    quote_spanned! {func.span()=> <<#func as ::cuda_sync::launch::DeviceFnItem>::Needs>::in_spin_loop(&#flow); }
                });
                let earlier = self.sites.borrow().called.clone();
                let ordered = earlier.iter().map(|callee| {
                    quote_spanned! {func.span()=> ::cuda_sync::__private::call_after::<
                        <#callee as ::cuda_sync::launch::DeviceFnItem>::Needs,
                        <#func as ::cuda_sync::launch::DeviceFnItem>::Needs,
                    >(); }
                });
                let after_wait = quote! { #after_wait #(#ordered)* };
                self.sites.borrow_mut().called.push((**func).clone());
                if self.in_spin_loop {
                    self.sites
                        .borrow_mut()
                        .called_in_spin_loop
                        .push((**func).clone());
                }
                quote_spanned! {call.span()=> {
                    <<#func as ::cuda_sync::launch::DeviceFnItem>::Needs>::called_from(&#flow);
                    #after_wait
                    #in_spin_loop
                    #func(&#flow, ::core::marker::PhantomData::<#func>, #(#args),*)
                }}
            }
            Expr::Block(inner) => self.block(&inner.block),
            Expr::If(branch) => self.if_expr(branch),
            Expr::While(looping) => {
                let spinning = Checked {
                    in_spin_loop: true,
                    ..self.clone()
                };
                // From the second iteration on, the condition runs after the
                // body's waits (rule R1).
                self.after_own_waits(&looping.cond, &looping.body, true);
                // A constant condition (`loop`'s `true`, `DEBUG`) is the same in every thread.
                let cond = spinning
                    .constant_alone(&looping.cond)
                    .unwrap_or_else(|| spinning.expr(&looping.cond, false));
                let barrier_loop = collective_of(&looping.cond, &looping.body);
                let (joins, body) = spinning.loop_body(&looping.cond, &looping.body, barrier_loop);
                // The condition runs again after every iteration, in the threads
                // still looping: with a block-wide operation in it (or in a
                // device function it calls), they must be all or none.
                let uniform = if expr_has_block_wide_operation(&looping.cond) {
                    let at = looping.cond.span();
                    quote_spanned! {at=> #private::uniform_loop_condition(&(#cond)); }
                } else {
                    let head = expr_block(&looping.cond);
                    let callees = emit::called_functions(&head);
                    quote! { #( <<#callees as ::cuda_sync::launch::DeviceFnItem>::Needs>::in_loop_condition(&(#cond)); )* }
                };
                quote_spanned! {span=> {
                    #joins
                    #uniform
                    while #private::holds(&(#cond)) {
                        let #flow = #private::enter(&#flow, &(#cond));
                        #body
                    }
                }}
            }
            Expr::ForLoop(looping) => {
                let pat = &looping.pat;
                // `start..end`, or an iterator such as `block.grid_stride(n)`.
                let iterations = match parse::loop_range(&looping.expr) {
                    Some((range, walk)) => {
                        // A range compares its counter with its end: a
                        // constant end is uniform, as compared anywhere.
                        let start = range
                            .start
                            .as_deref()
                            .map(|s| self.uniform_where_literal(s, true));
                        let end = range
                            .end
                            .as_deref()
                            .map(|s| self.uniform_where_literal(s, true));
                        let function = match range.limits {
                            syn::RangeLimits::HalfOpen(_) => quote! { range },
                            syn::RangeLimits::Closed(_) => quote! { range_inclusive },
                        };
                        let forward = quote! { #private::#function(#start, #end) };
                        match walk {
                            parse::Walk::Forward => forward,
                            parse::Walk::Reversed => quote! { #forward.rev() },
                            parse::Walk::Stepped(step) => {
                                // A constant step is the same in every thread.
                                let step = self
                                    .constant_alone(step)
                                    .unwrap_or_else(|| self.expr(step, false));
                                quote! { #private::step_by(#forward, #step) }
                            }
                        }
                    }
                    None => self.expr(&looping.expr, false),
                };
                // A `for` that can leave early (`break`, `return`) may end on what
                // it loads, not on its range: it may spin like a `while` (rule R1).
                let spins = leaves_early(&looping.body);
                let looper = Checked {
                    in_spin_loop: self.in_spin_loop || spins,
                    ..self.clone()
                };
                looper.after_own_waits(&looping.expr, &looping.body, looper.in_spin_loop);
                // The range runs once, before the loop: only the body's count.
                let (joins, body) = looper.loop_body(
                    &looping.expr,
                    &looping.body,
                    collective_of(&syn::parse_quote!(()), &looping.body),
                );
                quote_spanned! {span=>{
                    let __range = #iterations;
                    let #flow = #private::enter(&#flow, &__range);
                    for #pat in __range {
                        #joins
                        #body
                    }
                }}
            }
            Expr::Break(_) | Expr::Continue(_) => self.leave(e),
            Expr::Return(ret) => {
                let record = self.record(Exit::Return);
                let value = ret.expr.as_deref().map(|value| self.returned(value));
                // A kernel's thread ends here: no tile write may wait for its barrier.
                let settled = (!self.in_device_fn).then(|| {
                    let writes = syn::Ident::new("__cuda_sync_writes", span);
                    quote_spanned! {span=> ::cuda_sync::__private::return_after(&#writes); }
                });
                quote_spanned! {span=> { #settled #record = #private::return_under(&#flow); return #value } }
            }
            other => quote_spanned! {span=> #other },
        }
    }

    /// `e` where a literal is uniform (an operand, or the value of a variable
    /// declared `Uniform<T>`). A constant (`u32::MAX`, `T::ZERO`) is uniform
    /// too with `uniform`: compared (red team round 63: `match mode {
    /// u32::MAX => .. }` on a uniform `mode` was a divergent branch), or so
    /// declared; in arithmetic, or bound by a plain `let`, it stays the plain
    /// value a device function's parameter or a generic `T` takes.
    fn uniform_where_literal(&self, e: &Expr, uniform: bool) -> TokenStream {
        let value = self.expr(e, true);
        if uniform && self.is_compared_constant(e) {
            quote_spanned! {e.span()=> ::cuda_sync::__private::lit(#value) }
        } else if uniform && self.is_constant_arithmetic(e) {
            let plain = quote_spanned! {e.span()=> ::cuda_sync::__private::Plain::plain(#value) };
            quote_spanned! {e.span()=> ::cuda_sync::__private::lit(#plain) }
        } else {
            value
        }
    }

    /// Arithmetic on constants, const parameters and literals alone
    /// (`ROUNDS + 1u32`, `N * 2`): uniform where compared, as each is.
    fn is_constant_arithmetic(&self, e: &Expr) -> bool {
        crate::math::is_constant_arithmetic(e, &|e| {
            self.is_compared_constant(e) || self.is_const_param(e)
        })
    }

    /// `e` as a plain value (`Plain::plain`): a scalar function's operand,
    /// uniform or not.
    fn plain(&self, e: &Expr) -> TokenStream {
        let e = self.expr(e, true);
        quote! { ::cuda_sync::__private::Plain::plain(#e) }
    }

    /// A constant by a path (`u32::MAX`) or a `const` item by its name
    /// (`LIMIT`), in parentheses or not: uniform where compared. A const
    /// parameter is uniform as an operand already (`expr`).
    fn is_compared_constant(&self, e: &Expr) -> bool {
        let e = crate::math::unparenthesized(e);
        crate::math::is_constant_expr(e)
            || (crate::math::is_named_constant(e, self.bound) && !self.is_const_param(e))
    }

    /// Whether `e` is a parameter of a `&mut` type alone (`out`).
    fn is_exclusive(&self, e: &Expr) -> bool {
        matches!(e, Expr::Path(path)
            if path.path.get_ident().is_some_and(|name| self.exclusive.contains(&name.to_string())))
    }

    /// Whether `e` is one of the kernel's const parameters alone (`N`).
    fn is_const_param(&self, e: &Expr) -> bool {
        matches!(e, Expr::Path(path)
            if path.path.get_ident().is_some_and(|name| self.constants.contains(&name.to_string())))
    }

    fn binary(&self, binary: &syn::ExprBinary) -> TokenStream {
        let private = quote! { ::cuda_sync::__private };
        let op = &binary.op;
        let span = op.span();
        let compares = crate::math::is_comparison(op);
        let left = self.uniform_where_literal(&binary.left, compares);
        // A constant updates a uniform variable as a literal does (`i += STEP`).
        let right = self.uniform_where_literal(&binary.right, compares || emit::is_compound(op));
        let call = |family: &str, method: &str, right: TokenStream| {
            let (family, method) = (syn::Ident::new(family, span), syn::Ident::new(method, span));
            quote_spanned! {span=> #private::#family::#method(#left, #right) }
        };
        if self.splits_at_warps(binary) {
            let (family, method) = match op {
                BinOp::Lt(_) => ("Compare", "lt"),
                BinOp::Le(_) => ("Compare", "le"),
                BinOp::Gt(_) => ("Compare", "gt"),
                _ => ("Compare", "ge"),
            };
            let compared = call(family, method, right);
            return quote_spanned! {span=> #private::warp_uniform(#compared) };
        }
        match op {
            BinOp::Eq(_) => call("Compare", "eq", right),
            BinOp::Ne(_) => call("Compare", "ne", right),
            BinOp::Lt(_) => call("Compare", "lt", right),
            BinOp::Le(_) => call("Compare", "le", right),
            BinOp::Gt(_) => call("Compare", "gt", right),
            BinOp::Ge(_) => call("Compare", "ge", right),
            BinOp::And(_) | BinOp::Or(_) => {
                // The right operand runs only where the left one let it: it is
                // checked as the body of a branch on the left operand.
                let flow = flow();
                let method = if matches!(op, BinOp::And(_)) {
                    "and"
                } else {
                    "or"
                };
                let method = syn::Ident::new(method, span);
                quote_spanned! {span=> {
                    let __left = #left;
                    let __right = {
                        let #flow = #private::enter(&#flow, &__left);
                        #right
                    };
                    #private::Logic::#method(__left, __right)
                }}
            }
            _ if emit::is_compound(op) => {
                let left = self.expr(&binary.left, false);
                let check = assignment(&left, span);
                let value = quote_spanned! {binary.right.span()=> __cuda_sync_value };
                quote_spanned! {span=> {
                    #check
                    let #value = #right;
                    #private::updates(&#value, &#left);
                    #left #op #value
                } }
            }
            _ => quote_spanned! {span=> (#left #op #right) },
        }
    }

    /// Rule R1's order: a barrier after an unbounded wait never completes if the
    /// thread that would end the wait must pass it first. A barrier after a
    /// wait is refused; a barrier after a device function call needs the
    /// function not to wait; a wait is recorded.
    fn ordered_against_waits(&self, method: &syn::Ident, call: TokenStream) -> TokenStream {
        if parse::is_block_wide(method) {
            if self.sites.borrow().waited {
                return syn::Error::new(
                    method.span(),
                    "a barrier after an unbounded wait: the thread that would end the wait may itself be waiting here (rule R1)\n\
                     fix: put the barrier before the wait, or have the other side signal before it reaches this barrier",
                )
                .to_compile_error();
            }
            let (called, spun) = {
                let sites = self.sites.borrow();
                (sites.called.clone(), sites.called_in_spin_loop.clone())
            };
            if called.is_empty() {
                return call;
            }
            let checks = called.iter().map(|callee| {
                quote_spanned! {method.span()=> <<#callee as ::cuda_sync::launch::DeviceFnItem>::Needs>::before_barrier(); }
            });
            let spins = spun.iter().map(|callee| {
                quote_spanned! {method.span()=> <<#callee as ::cuda_sync::launch::DeviceFnItem>::Needs>::before_barrier_after_spin(); }
            });
            return quote_spanned! {method.span()=> { #(#checks)* #(#spins)* #call } };
        }
        if parse::is_wait(method) || (self.in_spin_loop && call_spins(method)) {
            self.sites.borrow_mut().waited = true;
        }
        call
    }

    /// Whether `binary` compares the thread index with a bound that splits the
    /// block at a warp boundary: `< 32k`, `>= 32k`, `<= 32k - 1`, `> 32k - 1`.
    /// Its value is then the same in every lane of a warp.
    fn splits_at_warps(&self, binary: &syn::ExprBinary) -> bool {
        let is_thread_index = match &*binary.left {
            Expr::MethodCall(call) => call.method == "thread_index" && call.args.is_empty(),
            Expr::Path(path) => path
                .path
                .get_ident()
                .is_some_and(|name| self.thread_indices.contains(&name.to_string())),
            _ => false,
        };
        let Expr::Lit(syn::ExprLit {
            lit: Lit::Int(bound),
            ..
        }) = &*binary.right
        else {
            return false;
        };
        let Ok(bound) = bound.base10_parse::<u64>() else {
            return false;
        };
        is_thread_index
            && match binary.op {
                BinOp::Lt(_) | BinOp::Ge(_) => bound % 32 == 0,
                BinOp::Le(_) | BinOp::Gt(_) => bound % 32 == 31,
                _ => false,
            }
    }

    /// From the second iteration on, a whole loop (its condition too) comes
    /// after its own waits and the device functions it calls (rule R1):
    /// recorded before the condition or the body is checked. `spins`: the
    /// loop may spin on what it loads.
    fn after_own_waits(&self, header: &Expr, body: &Block, spins: bool) {
        let whole_loop = head_and_body(header, body);
        let mut sites = self.sites.borrow_mut();
        sites.waited |= waits(&whole_loop, spins);
        let callees: Vec<syn::Expr> = emit::called_functions(&whole_loop)
            .into_iter()
            .map(|name| syn::parse_quote!(#name))
            .collect();
        if spins {
            sites.called_in_spin_loop.extend(callees.iter().cloned());
        }
        sites.called.extend(callees);
    }

    /// The body of a loop, numbered, with its own guards; and the flow joins
    /// that put every iteration (and a `while` condition) in the flow its exits
    /// leave it in.
    fn loop_body(
        &self,
        header: &Expr,
        body: &Block,
        barrier_loop: Option<Collective>,
    ) -> (TokenStream, TokenStream) {
        let loop_id = {
            let mut sites = self.sites.borrow_mut();
            sites.loops += 1;
            sites.loops
        };
        let inner = Checked {
            guards: Vec::new(),
            loop_id: Some(loop_id),
            in_barrier_loop: barrier_loop,
            block_wide_follows: false,
            ..self.clone()
        };
        let first = self.next_exit();
        let checked = inner.block(body);
        let flow = flow();
        let sites = self.sites.borrow();
        let joins = (first..sites.exits.len()).filter_map(|id| {
            let record = exit_record(id);
            match sites.exits[id] {
                // A later iteration runs without the threads that returned. In a
                // kernel they are gone: only the exit state changes (the flow of
                // a loop body is never the grid's top level anyway). In a device
                // function they wait in the caller, so the body is divergent.
                // Neither depends on the flow the return was taken in, so the
                // body's flow never depends on itself.
                Exit::Return if self.in_device_fn => {
                    Some(quote! { let #flow = ::cuda_sync::__private::divergent(&#flow); })
                }
                Exit::Return => Some(
                    quote! { let #flow = ::cuda_sync::__private::after_return_exit(&#flow, &#record); },
                ),
                // In a loop with a barrier every `break` is checked at the break
                // itself. A `continue` leaves only the rest of its iteration
                // (`after_returns`): the next one starts with every thread.
                // In a loop of the warp's collectives a `break` holds whole
                // warps (checked at the break): the warps left are whole.
                Exit::Leave {
                    loop_id: owner,
                    breaks: true,
                    ..
                } if owner == loop_id => match barrier_loop {
                    None => Some(
                        quote! { let #flow = ::cuda_sync::__private::after_leave(&#flow, &#record); },
                    ),
                    Some(Collective::Warp) => Some(
                        quote! { let #flow = ::cuda_sync::__private::after_warp_leave(&#flow, &#record); },
                    ),
                    Some(Collective::Block) => None,
                },
                Exit::Leave { .. } => None,
            }
        });
        // A later iteration starts with what an earlier one left pending: the
        // body's own writes, and those of the device functions the loop calls
        // (in its body, its condition or its range).
        let writes = writes();
        // An iteration that ends with a block barrier after all its tile
        // accesses, with no `continue` to skip it, leaves nothing pending for
        // the next (its head runs no tile access either); nor does a loop
        // nested in it that settles throughout.
        let settles = iterations_settle(header, body);
        let accesses = if settles {
            TileAccesses {
                writes: false,
                reads: false,
            }
        } else {
            accesses_left_pending(body)
        };
        let pending = accesses.writes.then(|| {
            quote! { let #writes = ::cuda_sync::__private::writes_pending(&#writes); }
        });
        let read = accesses.reads.then(|| {
            quote! { let #writes = ::cuda_sync::__private::reads_pending(&#writes); }
        });
        let whole = head_and_body(header, body);
        let calls = emit::called_functions(&whole).into_iter().map(|callee| {
            quote! {
                let #writes = <<#callee as ::cuda_sync::launch::DeviceFnItem>::Needs>::after_call(&#writes);
            }
        });
        (quote! { #(#joins)* #pending #read #(#calls)* }, checked)
    }

    /// A `break` or `continue`: the conditions it sits under, recorded.
    fn leave(&self, e: &Expr) -> TokenStream {
        let private = quote! { ::cuda_sync::__private };
        let span = e.span();
        let Some(loop_id) = self.loop_id else {
            return quote_spanned! {span=> #e };
        };
        // Leaving a loop that has a barrier must happen in every thread or none.
        // A `continue` leaves only the rest of this iteration: the threads that
        // take it skip nothing block-wide unless something block-wide follows
        // it in the body (rule U3). What follows it runs in the flow it leaves
        // (`after_returns`), so a device function's barrier there is refused too.
        let breaks = matches!(e, Expr::Break(_));
        let checked = self.in_barrier_loop.is_some() && (breaks || self.block_wide_follows);
        // The threads here are the ones that took none of this loop's earlier
        // `continue`s (red team, warp values: a `break` after a per-thread
        // `continue` let some threads run on alone): each counts as a
        // condition around this exit.
        let earlier_continues = self.continues_of(loop_id);
        let record = self.record(Exit::Leave {
            loop_id,
            breaks,
            checked,
        });
        let under = earlier_continues.iter().chain(&self.guards).fold(
            quote! { #private::leave_unguarded() },
            |inner, guard| quote! { #private::leave_guarded(&#guard, #inner) },
        );
        let barrier_check = checked.then(|| {
            let flow = flow_at(span);
            match self.in_barrier_loop {
                Some(Collective::Warp) => {
                    quote_spanned! {span=> ::cuda_sync::__private::leave_warp_loop(&#flow); }
                }
                _ => quote_spanned! {span=> ::cuda_sync::__private::leave_barrier_loop(&#flow); },
            }
        });
        quote_spanned! {span=> { #barrier_check #record = #under; #e } }
    }

    /// The records of the `continue`s of loop `loop_id` met so far.
    fn continues_of(&self, loop_id: usize) -> Vec<syn::Ident> {
        let sites = self.sites.borrow();
        (0..sites.exits.len())
            .filter(|&id| {
                matches!(sites.exits[id], Exit::Leave { loop_id: owner, breaks: false, .. } if owner == loop_id)
            })
            .map(exit_record)
            .collect()
    }

    /// Numbers an exit and names its record.
    fn record(&self, exit: Exit) -> syn::Ident {
        let mut sites = self.sites.borrow_mut();
        sites.exits.push(exit);
        exit_record(sites.exits.len() - 1)
    }

    /// `e` as a uniform value where it is a constant alone: a literal, a
    /// const parameter, a constant (`u32::MAX`, `DEBUG`), or arithmetic on
    /// them alone (`-5i32`, `!DEBUG`, `ROUNDS + 1u32`); `None` for anything
    /// else. A condition (red team rounds 53 and 80: `if C` and `if DEBUG`
    /// were refused where `if C == true` was taken), a device function's
    /// argument and its result.
    fn constant_alone(&self, e: &Expr) -> Option<TokenStream> {
        if is_literal(e) || self.is_const_param(e) {
            Some(self.expr(e, true))
        } else if self.is_compared_constant(e) || self.is_constant_arithmetic(e) {
            Some(self.uniform_where_literal(e, true))
        } else {
            None
        }
    }

    fn if_expr(&self, branch: &syn::ExprIf) -> TokenStream {
        let private = quote! { ::cuda_sync::__private };
        let flow = flow();
        // The condition (or the `if let` scrutinee) is checked first: it runs
        // before the branches, which start after its waits, its calls, what
        // they wrote and its tile accesses (rules R1, T1).
        let head = match &*branch.cond {
            Expr::Let(binding) => &*binding.expr,
            cond => cond,
        };
        let checked_head = self
            .constant_alone(head)
            .unwrap_or_else(|| self.expr(head, false));
        let after_head = after_condition(head);
        let condition = guard(self.guards.len());
        let mut inside = self.clone();
        inside.guards.push(condition.clone());
        // Each arm is checked beside the other's tile accesses (rule T1).
        let else_block = branch.else_branch.as_ref().map(|(_, e)| expr_block(e));
        let then_beside = else_block
            .as_ref()
            .map(|other| beside_arm(other, &branch.then_branch));
        // An `if` with a value joins its branches' (`__private::branch_types`).
        let is_value = is_value_if(branch);
        let (then_tail, else_tail) = if is_value {
            (
                Tail::Branch(format_ident!("then_value")),
                Some(format_ident!("else_value")),
            )
        } else {
            (Tail::Kept, None)
        };
        let then = inside.statements(&branch.then_branch, then_tail);
        let then = quote! {{ #then_beside #then }};
        let otherwise = branch.else_branch.as_ref().map(|(_, e)| {
            let beside = beside_arm(&branch.then_branch, &expr_block(e));
            let e = match &else_tail {
                Some(side) => inside.branch_value(e, side),
                None => inside.expr(e, false),
            };
            quote! { else { #beside #e } }
        });
        let test = match &*branch.cond {
            Expr::Let(binding) => {
                let pat = &binding.pat;
                quote! { let #pat = #private::open(__condition) }
            }
            _ => quote! { #private::holds(&__condition) },
        };
        // An `if` with a value is as uniform as its condition and its
        // branches all are.
        let chosen = if is_value {
            quote! {
                let __branch_types = #private::branch_types();
                #private::chosen(&__condition, if #test #then #otherwise)
            }
        } else {
            quote! { if #test #then #otherwise }
        };
        quote! {{
            let __condition = #checked_head;
            #after_head
            let #flow = #private::enter(&#flow, &__condition);
            let #condition = #private::guard(&__condition);
            #chosen
        }}
    }
}

/// What the last expression of a block is checked as.
enum Tail {
    /// The block's value, as it is.
    Kept,
    /// A device function's value, checked like a `return`'s, under the
    /// flow it is reached in.
    Returned,
    /// A branch's value of an `if` with a value, joined with the other
    /// branch's by `__private::then_value` or `else_value`.
    Branch(syn::Ident),
}

/// Whether `branch` is an `if` with a value: an `else`, no `let`, and each
/// branch ending in an expression (the rest are statements, whose branches
/// give `()`, or end in a statement).
fn is_value_if(branch: &syn::ExprIf) -> bool {
    let ends_in_value = |block: &Block| matches!(block.stmts.last(), Some(Stmt::Expr(_, None)));
    let otherwise = match branch.else_branch.as_ref().map(|(_, e)| &**e) {
        Some(Expr::Block(otherwise)) => ends_in_value(&otherwise.block),
        Some(Expr::If(next)) => is_value_if(next),
        _ => false,
    };
    !matches!(&*branch.cond, Expr::Let(_)) && ends_in_value(&branch.then_branch) && otherwise
}

/// What an `if`'s branches start with: its condition's tile accesses pending
/// (a read there is not ordered against a write in a branch, rule T1), and
/// what the device functions it calls leave.
fn after_condition(cond: &Expr) -> TokenStream {
    let writes = writes();
    let accesses = tile_accesses(&expr_block(cond));
    let calls = calls_in(cond);
    let write = accesses
        .writes
        .then(|| quote! { let #writes = ::cuda_sync::__private::writes_pending(&#writes); });
    let read = accesses
        .reads
        .then(|| quote! { let #writes = ::cuda_sync::__private::reads_pending(&#writes); });
    quote! {
        #write #read
        #( let #writes = <<#calls as ::cuda_sync::launch::DeviceFnItem>::Needs>::after_call(&#writes); )*
    }
}

/// What an arm of a branch, `this`, sees of the other arm, `other`: its tile
/// writes and reads (and any device function's) pending, where the two arms
/// may run at the same time in different threads
/// (`__private::beside_writes`). A round of lane reads in `other`
/// (`sync_warp`, `read_lane`) reads its own warp's cells, which no write by
/// rank in `this` touches, but a write at 2-D places or a block-stride fill
/// in `this` may: there it counts as a read (red team, views round 1).
fn beside_arm(other: &Block, this: &Block) -> TokenStream {
    let (writes, flow) = (writes(), flow());
    let accesses = tile_accesses(other);
    let calls = !emit::called_functions(other).is_empty();
    let lane_reads_beside_places =
        has_method_call(other, parse::reads_lanes) && has_method_call(this, parse::places_tiles);
    let write = (accesses.writes || calls).then(|| {
        quote! { let #writes = ::cuda_sync::__private::beside_writes(&#flow, &#writes); }
    });
    let read = (accesses.reads || calls || lane_reads_beside_places).then(|| {
        quote! { let #writes = ::cuda_sync::__private::beside_reads(&#flow, &#writes); }
    });
    quote! { #write #read }
}

/// The tile accesses after statement `s`: after its last unconditional block
/// barrier (in the order of evaluation), none; then a write pending if a tile
/// or own-global write follows, a read pending if a tile read follows; as
/// before where it has neither. Then what the device functions it calls leave.
fn after_writes(s: &Stmt) -> TokenStream {
    let writes = writes();
    let body = block_of(vec![s.clone()]);
    let (mut barrier, mut last_write, mut last_read) = (false, None, None);
    let events: &mut dyn FnMut(TileEvent) = &mut |event| match event {
        TileEvent::Barrier => {
            barrier = true;
            last_write = Some(false);
            last_read = Some(false);
        }
        TileEvent::Write => last_write = Some(true),
        TileEvent::Read => last_read = Some(true),
    };
    if !leaves_as_before(s) {
        tile_events(&body, events);
    }
    let settled =
        barrier.then(|| quote! { let #writes = ::cuda_sync::__private::writes_settled(); });
    let write = (last_write == Some(true))
        .then(|| quote! { let #writes = ::cuda_sync::__private::writes_pending(&#writes); });
    let read = (last_read == Some(true))
        .then(|| quote! { let #writes = ::cuda_sync::__private::reads_pending(&#writes); });
    // A device function that writes leaves its writes pending for the caller.
    let calls = emit::called_functions(&body).into_iter().map(|callee| {
        quote! {
            let #writes = <<#callee as ::cuda_sync::launch::DeviceFnItem>::Needs>::after_call(&#writes);
        }
    });
    quote! { #settled #write #read #(#calls)* }
}

/// What the accesses inside statement `s` see: the token is checked at each
/// read and write as it stood before the statement, so a statement that reads
/// a tile and also writes one (or calls a device function) is checked as if
/// the write came first, and one that writes and also reads as if the read
/// came first.
fn before_accesses(s: &Stmt) -> TokenStream {
    // A branch, loop or block is checked statement by statement inside; only
    // its head (condition, range) is evaluated as one unit here.
    let unit = match s {
        Stmt::Expr(Expr::If(branch), _) => Some((*branch.cond).clone()),
        Stmt::Expr(Expr::While(looping), _) => Some((*looping.cond).clone()),
        Stmt::Expr(Expr::ForLoop(looping), _) => Some((*looping.expr).clone()),
        Stmt::Expr(Expr::Block(_), _) => None,
        _ => return before_unit(std::slice::from_ref(s)),
    };
    before_unit(
        &unit
            .map(|e| Stmt::Expr(e, None))
            .into_iter()
            .collect::<Vec<_>>(),
    )
}

/// `before_accesses` for statements evaluated as one unit. A device function
/// called in it counts as writing first only if it writes (its `Needs`), and as
/// reading first always (it may read a tile it was handed).
fn before_unit(stmts: &[Stmt]) -> TokenStream {
    let writes = writes();
    let body = block_of(stmts.to_vec());
    let accesses = tile_accesses(&body);
    let callees = emit::called_functions(&body);
    let write = (accesses.reads && accesses.writes)
        .then(|| quote! { let #writes = ::cuda_sync::__private::writes_pending(&#writes); });
    let read = (accesses.writes && (accesses.reads || !callees.is_empty()))
        .then(|| quote! { let #writes = ::cuda_sync::__private::reads_pending(&#writes); });
    let calls = callees.iter().filter(|_| accesses.reads).map(|callee| {
        quote! {
            let #writes = <<#callee as ::cuda_sync::launch::DeviceFnItem>::Needs>::after_call(&#writes);
        }
    });
    quote! { #write #read #(#calls)* }
}

/// What a statement does to the tile accesses a thread has pending.
#[derive(Clone, Copy)]
enum TileEvent {
    /// A tile or own-global write (anywhere: on some path it is the last).
    Write,
    /// A tile read (`read`, `read_lane`; anywhere).
    Read,
    /// A `__syncthreads()` that runs whenever the statement does.
    Barrier,
}

/// The tile events of `body` in the order of evaluation (a method's receiver
/// and arguments before the method). A barrier that may not run (in a branch,
/// in a loop's body, in the right operand of `&&` or `||`) is no event.
fn tile_events(body: &Block, found: &mut dyn FnMut(TileEvent)) {
    struct Visitor<'a> {
        found: &'a mut dyn FnMut(TileEvent),
        conditional: usize,
    }
    impl Visitor<'_> {
        fn conditionally(&mut self, visit: impl FnOnce(&mut Self)) {
            self.conditional += 1;
            visit(self);
            self.conditional -= 1;
        }
    }
    impl<'ast> syn::visit::Visit<'ast> for Visitor<'_> {
        fn visit_expr(&mut self, e: &'ast Expr) {
            match e {
                Expr::Binary(b) if matches!(b.op, BinOp::And(_) | BinOp::Or(_)) => {
                    self.visit_expr(&b.left);
                    self.conditionally(|v| v.visit_expr(&b.right));
                }
                Expr::If(branch) => {
                    self.visit_expr(&branch.cond);
                    self.conditionally(|v| {
                        v.visit_block(&branch.then_branch);
                        if let Some((_, otherwise)) = &branch.else_branch {
                            v.visit_expr(otherwise);
                        }
                    });
                }
                // A loop that settles throughout leaves a thread what it had
                // before: no event.
                Expr::While(looping) if settles_throughout(&looping.cond, &looping.body) => {}
                Expr::ForLoop(looping) if settles_throughout(&looping.expr, &looping.body) => {}
                // The condition runs at least once; the body may not.
                Expr::While(looping) => {
                    self.visit_expr(&looping.cond);
                    self.conditionally(|v| v.visit_block(&looping.body));
                }
                Expr::ForLoop(looping) => {
                    self.visit_expr(&looping.expr);
                    self.conditionally(|v| v.visit_block(&looping.body));
                }
                _ => syn::visit::visit_expr(self, e),
            }
            if let Expr::MethodCall(call) = e {
                if parse::writes_tiles(&call.method) {
                    (self.found)(TileEvent::Write);
                } else if parse::reads_tiles(&call.method) {
                    (self.found)(TileEvent::Read);
                } else if parse::settles_writes(&call.method) && self.conditional == 0 {
                    (self.found)(TileEvent::Barrier);
                }
            }
        }
    }
    syn::visit::Visit::visit_block(
        &mut Visitor {
            found,
            conditional: 0,
        },
        body,
    );
}

/// Whether a method looks at memory other blocks change (an atomic load or
/// add, a bounded wait): in a `while`, a spin on it.
pub fn call_spins(method: &syn::Ident) -> bool {
    SPINS.contains(&method.to_string().as_str())
}

/// Methods that look at memory other blocks change.
const SPINS: &[&str] = &[
    "load",
    "fetch_add",
    "fetch_sub",
    "fetch_min",
    "fetch_max",
    "fetch_and",
    "fetch_or",
    "fetch_xor",
    "exchange",
    "compare_exchange",
    "wait",
];

/// Whether `body` has a loop that may spin (a `while`, or a `for` that can
/// `break` or `return`) and loads memory another block may store: it may wait
/// on another block without a bound.
pub fn spins_on_loads(body: &Block) -> bool {
    let mut found = false;
    emit::visit_exprs(body, &mut |e| {
        let whole = match e {
            Expr::While(looping) => head_and_body(&looping.cond, &looping.body),
            Expr::ForLoop(looping) if leaves_early(&looping.body) => {
                head_and_body(&looping.expr, &looping.body)
            }
            _ => return,
        };
        emit::visit_exprs(&whole, &mut |inner| {
            found |= matches!(inner, Expr::MethodCall(call) if call_spins(&call.method));
        });
    });
    found
}

/// Whether `body` waits without a bound: a wait method, or (`in_spin_loop`) a
/// load that may be a spin.
fn waits(body: &Block, in_spin_loop: bool) -> bool {
    let mut found = false;
    emit::visit_exprs(body, &mut |e| {
        if let Expr::MethodCall(call) = e {
            found |= parse::is_wait(&call.method) || (in_spin_loop && call_spins(&call.method));
        }
    });
    found || spins_on_loads(body)
}

/// The device functions an expression calls.
fn calls_in(e: &Expr) -> Vec<syn::Path> {
    emit::called_functions(&expr_block(e))
}

/// Statements as a block, for the visitors.
fn block_of(stmts: Vec<Stmt>) -> Block {
    Block {
        brace_token: Default::default(),
        stmts,
    }
}

/// An expression as a block, for the visitors.
fn expr_block(e: &Expr) -> Block {
    block_of(vec![Stmt::Expr(e.clone(), None)])
}

/// A loop's head (its condition or range) and its body, in the order they run.
fn head_and_body(head: &Expr, body: &Block) -> Block {
    let body = Expr::Block(syn::ExprBlock {
        attrs: Vec::new(),
        label: None,
        block: body.clone(),
    });
    block_of(vec![
        Stmt::Expr(head.clone(), Some(Default::default())),
        Stmt::Expr(body, None),
    ])
}

/// Whether the last tile event of `body` is an unconditional block barrier.
fn ends_settled(body: &Block) -> bool {
    let mut last = None;
    tile_events(body, &mut |event| last = Some(event));
    matches!(last, Some(TileEvent::Barrier))
}

/// Whether every iteration of a loop ends with a block barrier after all its
/// tile accesses, with no `continue` to skip it and no access in its head.
fn iterations_settle(header: &Expr, body: &Block) -> bool {
    ends_settled(body) && !has_continue(body) && !tile_events_or_calls(header)
}

/// Whether a loop leaves nothing pending however many times it runs: its
/// iterations settle, and no `break` leaves one before its barrier. After it
/// a thread has pending what it had before (no iteration) or nothing (some):
/// a bitonic sort's stages, a loop of stages nested in a loop of sizes.
fn settles_throughout(header: &Expr, body: &Block) -> bool {
    iterations_settle(header, body) && !has_break(body)
}

/// The tile accesses an iteration of `body` may leave pending for the next:
/// its writes and reads, but none of a loop nested in it that settles
/// throughout.
fn accesses_left_pending(body: &Block) -> TileAccesses {
    let mut accesses = TileAccesses {
        writes: false,
        reads: false,
    };
    tile_events(body, &mut |event| match event {
        TileEvent::Write => accesses.writes = true,
        TileEvent::Read => accesses.reads = true,
        TileEvent::Barrier => {}
    });
    accesses
}

/// Whether loop statement `s` leaves the tile accesses as they were before
/// it: its iterations settle and no `break` leaves one early. Zero iterations
/// change nothing; any number ends on a barrier.
fn leaves_as_before(s: &Stmt) -> bool {
    match s {
        Stmt::Expr(Expr::While(looping), _) => {
            iterations_settle(&looping.cond, &looping.body) && !has_break(&looping.body)
        }
        Stmt::Expr(Expr::ForLoop(looping), _) => {
            iterations_settle(&looping.expr, &looping.body) && !has_break(&looping.body)
        }
        _ => false,
    }
}

/// Whether `body` has a `continue` anywhere (one may skip the barrier its
/// loop ends with).
fn has_continue(body: &Block) -> bool {
    has_expr(body, |e| matches!(e, Expr::Continue(_)))
}

/// Whether `body` has a `break` anywhere (one may leave before the barrier
/// its loop ends with).
fn has_break(body: &Block) -> bool {
    has_expr(body, |e| matches!(e, Expr::Break(_)))
}

/// Whether a loop body can leave its loop before its range ends: a `break`,
/// or a `return` (which leaves the loop with the function).
fn leaves_early(body: &Block) -> bool {
    has_expr(body, |e| matches!(e, Expr::Break(_) | Expr::Return(_)))
}

/// Whether a body calls a method that `is_one` picks.
fn has_method_call(body: &Block, is_one: fn(&syn::Ident) -> bool) -> bool {
    has_expr(
        body,
        |e| matches!(e, Expr::MethodCall(call) if is_one(&call.method)),
    )
}

fn has_expr(body: &Block, wanted: impl Fn(&Expr) -> bool) -> bool {
    let mut found = false;
    emit::visit_exprs(body, &mut |e| found |= wanted(e));
    found
}

/// Whether a loop's head accesses a tile or calls a device function.
fn tile_events_or_calls(header: &Expr) -> bool {
    let head = expr_block(header);
    let accesses = tile_accesses(&head);
    let mut barrier = false;
    tile_events(&head, &mut |event| {
        barrier |= matches!(event, TileEvent::Barrier)
    });
    accesses.writes || accesses.reads || barrier || !emit::called_functions(&head).is_empty()
}

/// Whether a body writes, and whether it reads, a tile cell anywhere.
struct TileAccesses {
    writes: bool,
    reads: bool,
}

fn tile_accesses(body: &Block) -> TileAccesses {
    let mut accesses = TileAccesses {
        writes: false,
        reads: false,
    };
    emit::visit_exprs(body, &mut |e| {
        if let Expr::MethodCall(call) = e {
            accesses.writes |= parse::writes_tiles(&call.method);
            accesses.reads |= parse::reads_tiles(&call.method);
        }
    });
    accesses
}

/// The parameters of a `&mut` type (`out: &mut [u32]`, `out: &mut
/// Output<T>`), and a kernel's `Output<T, W>`, which the check binds as a
/// `&mut Output<T, W>` (red team round 80: passed on twice, it was moved).
fn exclusive_references(inputs: &Inputs) -> HashSet<String> {
    let exclusive = |ty: &syn::Type| match ty {
        syn::Type::Reference(reference) => reference.mutability.is_some(),
        syn::Type::Path(path) => path
            .path
            .segments
            .last()
            .is_some_and(|last| last.ident == "Output"),
        _ => false,
    };
    inputs
        .iter()
        .filter_map(|input| match input {
            syn::FnArg::Typed(typed) => match &*typed.pat {
                syn::Pat::Ident(name) if exclusive(&typed.ty) => Some(name.ident.to_string()),
                _ => None,
            },
            syn::FnArg::Receiver(_) => None,
        })
        .collect()
}

/// The names that only ever hold the thread index: bound by `let name =
/// <block>.thread_index();` (no `mut`, no type), and by nothing else in the
/// function (no parameter, other `let`, loop or `if let` binding of the name),
/// so that every use of the name is the thread index.
fn thread_index_names(body: &Block, inputs: &Inputs) -> HashSet<String> {
    struct Bindings {
        thread_index: HashSet<String>,
        other: HashSet<String>,
    }
    impl<'ast> syn::visit::Visit<'ast> for Bindings {
        fn visit_local(&mut self, local: &'ast syn::Local) {
            let is_thread_index = matches!(
                local.init.as_ref().map(|init| &*init.expr),
                Some(Expr::MethodCall(call)) if call.method == "thread_index" && call.args.is_empty()
            );
            match &local.pat {
                syn::Pat::Ident(name)
                    if is_thread_index && name.mutability.is_none() && name.by_ref.is_none() =>
                {
                    self.thread_index.insert(name.ident.to_string());
                }
                _ => {}
            }
            if !is_thread_index
                || !matches!(&local.pat, syn::Pat::Ident(n) if n.mutability.is_none())
            {
                syn::visit::visit_pat(self, &local.pat);
            }
            if let Some(init) = &local.init {
                syn::visit::visit_expr(self, &init.expr);
            }
        }
        fn visit_pat_ident(&mut self, name: &'ast syn::PatIdent) {
            self.other.insert(name.ident.to_string());
        }
    }
    let mut bindings = Bindings {
        thread_index: HashSet::new(),
        other: HashSet::new(),
    };
    for input in inputs {
        if let syn::FnArg::Typed(typed) = input {
            syn::visit::Visit::visit_pat(&mut bindings, &typed.pat);
        }
    }
    syn::visit::Visit::visit_block(&mut bindings, body);
    &bindings.thread_index - &bindings.other
}

/// The check that comes with an assignment to `target`.
fn assignment(target: &TokenStream, span: Span) -> TokenStream {
    let flow = flow_at(span);
    quote_spanned! {span=> ::cuda_sync::__private::assign(&#flow, &#target); }
}

/// Whether a loop body calls a block-wide operation itself. A device function
/// that has one carries the requirement in its signature, so a call to it is
/// checked against the flow where it stands.
fn has_block_wide_operation(body: &Block) -> bool {
    let mut found = false;
    emit::visit_exprs(body, &mut |e| found |= is_block_wide_call(e));
    found
}

fn expr_has_block_wide_operation(e: &Expr) -> bool {
    let wrapped = expr_block(e);
    has_block_wide_operation(&wrapped)
}

fn is_block_wide_call(e: &Expr) -> bool {
    matches!(e, Expr::MethodCall(call) if parse::is_block_wide(&call.method))
}

/// Whether `e` holds a type parameter's constant (`T::MAX`) anywhere.
fn holds_a_generic_constant(e: &Expr) -> bool {
    struct Finder(bool);
    impl<'ast> syn::visit::Visit<'ast> for Finder {
        fn visit_expr_path(&mut self, path: &'ast syn::ExprPath) {
            self.0 |= crate::math::is_constant_name(&path.path)
                && !crate::math::is_scalar_constant(&path.path);
        }
    }
    let mut finder = Finder(false);
    syn::visit::Visit::visit_expr(&mut finder, e);
    finder.0
}

/// A device function's argument `a` (checked as `checked`) through the
/// conversion `convert` of the callee's `policy`, spanning the argument's
/// text, so that a mismatch points at all of it.
fn converted(
    convert: TokenStream,
    policy: &TokenStream,
    a: &Expr,
    checked: TokenStream,
) -> TokenStream {
    let first = a.span();
    let last = a
        .to_token_stream()
        .into_iter()
        .last()
        .map_or(first, |t| t.span());
    let mut value = proc_macro2::Group::new(proc_macro2::Delimiter::Parenthesis, checked);
    value.set_span(last);
    quote_spanned! {first=> ::cuda_sync::__private::#convert::<#policy, _, _> #value }
}

fn is_literal(e: &Expr) -> bool {
    matches!(e, Expr::Lit(lit) if matches!(lit.lit, Lit::Int(_) | Lit::Float(_) | Lit::Bool(_) | Lit::Byte(_)))
}

/// Whether `e` is an integer literal under a minus (`-128`, `-5i64`).
fn is_negated_integer(e: &Expr) -> bool {
    matches!(e, Expr::Unary(unary) if matches!(unary.op, syn::UnOp::Neg(_))
        && matches!(&*unary.expr, Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(_), .. })))
}
