//! Constructs the language writes as others, before anything reads the body:
//! `loop { .. }` is `while true { .. }`, in the Rust rustc checks and in the
//! C++ (`while (true)`), so every rule stated for a `while` (a spin on another
//! block's memory, a barrier in a loop, a scan step in a loop) holds for it.

use syn::visit_mut::VisitMut;
use syn::{parse_quote_spanned, Expr, ItemFn};

/// `function` with its sugar replaced.
pub fn desugar(mut function: ItemFn) -> ItemFn {
    Loops.visit_block_mut(&mut function.block);
    function
}

struct Loops;

impl VisitMut for Loops {
    fn visit_expr_mut(&mut self, e: &mut Expr) {
        syn::visit_mut::visit_expr_mut(self, e);
        if let Expr::Loop(looping) = e {
            let span = looping.loop_token.span;
            let (attrs, label, body) = (&looping.attrs, &looping.label, &looping.body);
            *e = parse_quote_spanned! {span=> #(#attrs)* #label while true #body };
        }
    }
}
