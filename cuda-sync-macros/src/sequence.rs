//! Rule E1: C++ does not fix the order of the operands of an expression as
//! Rust does (the two sides of `+`, the arguments of a call, the bounds of a
//! range), so an operation whose place in the order matters may not sit in one
//! operand beside another operand that reads memory or does such an operation.
//!
//! What each operand does is known here for crate methods; for a call to a
//! device function it is the function's `EFFECT` (its body's and its callees'),
//! which rustc evaluates: [`deferred_checks`] emits those checks.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Block, Expr};

/// The rule, as the error states it.
pub const E1: &str = "an operation whose place in the order matters (a call that waits, stores or synchronizes, a barrier, an atomic, a hand-off) beside a memory access or another such operation in one expression: C++ does not fix the order of operands as Rust does (rule E1); bind the operation to a `let` first, and the statements fix the order: `let s = block.reduce_sum(x);`, `let r = helper(y);`";

/// What an operand does that its order against the other operands could change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Effect {
    /// Values only: locals, literals, arithmetic, queries of the block, the
    /// scalar methods.
    None = 0,
    /// Reads memory, or waits for the warp: a buffer cell, a tile, a message,
    /// a queue slot, a warp collective.
    Reads = 1,
    /// Anything else: a block-wide operation, an atomic, a wait, a store, a
    /// hand-off.
    Ordered = 2,
}

/// Methods with no effect on memory: queries, and the handles that name memory
/// without touching it.
const QUERIES: &[&str] = &[
    "atomic",
    "atomics",
    "counter",
    "claims",
    "marks",
    "channel",
    "queue",
    "host_channel",
    "get",
    "index",
    "thread_index",
    "thread_index_x",
    "thread_index_y",
    "thread_index_z",
    "index_x",
    "index_y",
    "index_z",
    "size_x",
    "size_y",
    "size_z",
    "count_x",
    "count_y",
    "count_z",
    "global_x",
    "global_y",
    "global_z",
    "cell_2d",
    "cell_2d_transposed",
    "cell_3d",
    "chunks",
    "warp_chunks",
    "tiles",
    "transposed",
    "coalesced",
    "coalesced_2d",
    "contiguous",
    "global_index",
    "lane_index",
    "warp_index",
    "low_index",
    "size",
    "count",
    "number",
    "capacity",
    "len",
    "is_empty",
    "leader",
    "cell",
    "leader_cell",
    "last",
    "producer",
    "at",
    "sum",
    "grid_stride",
    "block_stride",
];

/// Methods that read memory another thread may write (`load4`: four cells
/// of a buffer, as `a[i]` is one).
const READS: &[&str] = &[
    "read",
    "read_2d",
    "read_lane",
    "read_own",
    "values",
    "load4",
];

/// The operands of `e` that C++ evaluates in no fixed order, if it has any.
pub fn operands(e: &Expr) -> Option<Vec<&Expr>> {
    Some(match e {
        Expr::Binary(binary) if !matches!(binary.op, syn::BinOp::And(_) | syn::BinOp::Or(_)) => {
            vec![&binary.left, &binary.right]
        }
        Expr::MethodCall(call) => std::iter::once(&*call.receiver).chain(&call.args).collect(),
        Expr::Call(call) => call.args.iter().collect(),
        // `[a, b]` and `(a, b)` are a call's arguments in the C++ (`array(a, b)`).
        Expr::Array(array) => array.elems.iter().collect(),
        Expr::Tuple(tuple) => tuple.elems.iter().collect(),

        Expr::Index(index) => vec![&index.expr, &index.index],
        Expr::Range(range) => range.start.iter().chain(&range.end).map(|e| &**e).collect(),
        _ => return None,
    })
}

/// Whether operands of these effects may be evaluated in any order. For the
/// operands that call device functions, rustc evaluates the same rule over
/// their `EFFECT`s (`__private::sequenced`); the macro decides the rest here,
/// where it can point at the operand.
pub fn sequenced(effects: &[Effect]) -> bool {
    let ordered = effects.iter().filter(|e| **e == Effect::Ordered).count();
    let touching = effects.iter().filter(|e| **e != Effect::None).count();
    ordered == 0 || touching <= 1
}

/// The strongest effect in `e` that is known without its device-function
/// calls, and the paths of the device functions it calls.
pub fn effect_of(e: &Expr) -> (Effect, Vec<syn::Path>) {
    let mut effect = Effect::None;
    let mut calls = Vec::new();
    let body = Block {
        brace_token: Default::default(),
        stmts: vec![syn::Stmt::Expr(e.clone(), None)],
    };
    crate::emit::visit_exprs(&body, &mut |inner| {
        effect = effect.max(own_effect_here(inner));
        calls.extend(crate::emit::callee(inner).cloned());
    });
    (effect, calls)
}

/// The effect of `e` itself, not of what it contains: a crate method by its
/// name, a store to memory (`out[i] = x`); a call counts by its callee.
fn own_effect_here(e: &Expr) -> Effect {
    match e {
        Expr::MethodCall(call) => {
            let method = call.method.to_string();
            // A method of no kernel type is refused on its own (`valid`):
            // no second error for its place in the order.
            let refused = !crate::parse::is_kernel_method(&call.method);
            if QUERIES.contains(&method.as_str()) || crate::math::is_method(&call.method) || refused
            {
                Effect::None
            } else if READS.contains(&method.as_str())
                || method == "warp_sum"
                || crate::parse::is_warp_collective(&call.method)
            {
                // A warp collective waits for the warp's other lanes: beside
                // an unbounded wait, the order decides whether they come. Two
                // collectives meet in the one order the compiler chose.
                Effect::Reads
            } else {
                Effect::Ordered
            }
        }
        Expr::Assign(assign) if matches!(*assign.left, Expr::Index(_)) => Effect::Ordered,
        // A cell of a buffer: an output cell a device function beside it may
        // store to (an input too, to the rule, which does not tell them apart).
        Expr::Index(_) => Effect::Reads,
        Expr::Binary(binary)
            if crate::emit::is_compound(&binary.op) && matches!(*binary.left, Expr::Index(_)) =>
        {
            Effect::Ordered
        }
        _ => Effect::None,
    }
}

/// Whether `e` may synchronize or wait: a block-wide or warp operation, a
/// wait, a hand-off, or a device function's call (whose body may hold one);
/// an atomic alone does not.
pub fn synchronizes(e: &Expr) -> bool {
    let mut found = false;
    crate::emit::visit_expr_tree(e, &mut |inner| {
        found |= match inner {
            Expr::Call(_) => true,
            Expr::MethodCall(call) => {
                own_effect_here(inner) == Effect::Ordered && !is_atomic(&call.method)
                    || crate::parse::is_warp_collective(&call.method)
                    || call.method == "warp_sum"
            }
            _ => false,
        };
    });
    found
}

/// An operation of one memory cell that does not synchronize: an atomic's
/// load, store or read-modify-write (those a spin may repeat, less `wait`),
/// and a claim.
fn is_atomic(method: &syn::Ident) -> bool {
    crate::check::call_spins(method) && method != "wait" || method == "store" || method == "claim"
}

/// A device function's own effect, its callees' left out: the strongest
/// effect of any expression in its body.
pub fn body_effect(body: &Block) -> Effect {
    let mut effect = Effect::None;
    crate::emit::visit_exprs(body, &mut |e| effect = effect.max(own_effect_here(e)));
    effect
}

/// The effect of code with this own effect that calls these device functions:
/// the strongest of them all, which rustc evaluates.
pub fn effect_expr(own: Effect, callees: &[syn::Path]) -> TokenStream {
    let own = own as u8;
    callees.iter().fold(quote! { #own }, |acc, callee| {
        quote! { ::cuda_sync::__private::stronger(#acc, <#callee as ::cuda_sync::launch::DeviceFnItem>::EFFECT) }
    })
}

/// For every expression whose operands call device functions, a check that
/// rustc evaluates with the callees' effects: rule E1, where the macro could
/// not decide it alone.
pub fn deferred_checks(body: &Block) -> TokenStream {
    let mut checks = Vec::new();
    crate::emit::visit_exprs(body, &mut |e| {
        let Some(operands) = operands(e) else { return };
        let effects: Vec<(Effect, Vec<syn::Path>)> =
            operands.iter().map(|o| effect_of(o)).collect();
        if effects.iter().all(|(_, calls)| calls.is_empty()) || effects.len() < 2 {
            return;
        }
        let each = effects
            .iter()
            .map(|(effect, calls)| effect_expr(*effect, calls));
        let message = format!(
            "{E1} (a device function called here waits, stores, synchronizes or reads shared data)"
        );
        checks.push(quote_spanned! {e.span()=>
            const { ::core::assert!(::cuda_sync::__private::sequenced(&[#(#each),*]), #message) };
        });
    });
    quote! { #(#checks)* }
}
