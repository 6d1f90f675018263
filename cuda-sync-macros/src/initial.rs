//! The initial state of a kernel's synchronization objects: every one starts
//! at zero, because the launcher zeroes its cells on the stream before the
//! launch (rule I1 of `docs/soundness.md`). A ticket counter left at 255 by
//! an earlier kernel would make the first block believe it is last; a grid
//! barrier above zero would release the grid early; a channel's flag set by
//! the last launch would hand out a message that was never written.
//!
//! The objects are the ones a kernel makes from its parameters at its top
//! level: `arrivals.counter::<S>()` and `kept.claims::<S>()` (cell 0),
//! `block.channel(payload, flags)` and `block.host_channel(payload, flags)`
//! (every flag), `block.queue(items, turns, tail)` (every turn, and the
//! tail's cell 0), and a `GridBarrier` parameter (its two cells). A scan's
//! statuses keep their own rule: a generation in every flag.

use proc_macro2::{LineColumn, TokenStream};
use quote::quote;
use syn::spanned::Spanned;
use syn::{Block, Expr, Ident};

use crate::parse::{Kind, Param};
use crate::valid::Errors;

/// The cells of a parameter the launcher zeroes.
pub enum Zeroed {
    /// The first `n` cells.
    First(u64),
    /// Every cell the kernel sees (its `#[len]` window).
    All,
}

impl Zeroed {
    /// The cell count `launch::zeroed` takes: `None` for all of them.
    pub fn cells(&self) -> TokenStream {
        match self {
            Zeroed::First(n) => quote! { ::core::option::Option::Some(#n) },
            Zeroed::All => quote! { ::core::option::Option::None },
        }
    }
}

/// The parameters `body` makes synchronization objects of, and the cells of
/// each the launcher zeroes. An object made from anything but a parameter
/// by its name is refused: the launcher could not tell which memory to zero.
pub fn sync_objects(body: &Block, params: &[Param], errors: &mut Errors) -> Vec<(Ident, Zeroed)> {
    let bindings = bindings(body);
    let mut found = Vec::new();
    crate::emit::visit_exprs(body, &mut |e| {
        let Expr::MethodCall(call) = e else {
            return;
        };
        let made: Vec<(&Expr, Zeroed)> = match (call.method.to_string().as_str(), call.args.len()) {
            ("counter" | "claims", 0) => vec![(&*call.receiver, Zeroed::First(1))],
            ("channel" | "host_channel", 2) => vec![(&call.args[1], Zeroed::All)],
            ("queue", 3) => vec![
                (&call.args[1], Zeroed::All),
                (&call.args[2], Zeroed::First(1)),
            ],
            _ => return,
        };
        for (memory, zeroed) in made {
            // Red team (rule I1): `let arrivals = other;` made the counter of
            // `other` while the launcher zeroed `arrivals`. A binding of the
            // name whose scope starts before this use may be the one it
            // names (`let kept = kept.claims()` binds after its own value).
            let at = memory.span().start();
            let rebound = |name: &Ident| {
                bindings.iter().any(|(bound, from)| {
                    name == bound && (from.line, from.column) <= (at.line, at.column)
                })
            };
            match parameter(memory, params) {
                Some(name) if rebound(name) => errors.push(memory, &format!("`{name}` is bound again before this use (a `let`, a loop's name or an `if let`), so here it may not be the parameter the launcher zeroes (rule I1); give the other binding another name")),
                Some(name) => found.push((name.clone(), zeroed)),
                None => errors.push(memory, &format!("`{}` makes a synchronization object, which starts at zero because the launcher zeroes its cells before each launch (rule I1); make it from the kernel's parameter by its name (`arrivals.counter::<Device>()`, `block.channel(payload, flags)`), so that the launcher knows which memory that is", call.method)),
            }
        }
    });
    found.extend(
        params
            .iter()
            .filter(|p| matches!(p.kind, Some(Kind::GridBarrier)))
            .map(|p| (p.name.clone(), Zeroed::First(2))),
    );
    found
}

/// Every name a pattern in `body` binds (`let`, `for`, `if let`), with where
/// its scope starts: after its `let`, at its loop's body, after its `if let`.
fn bindings(body: &Block) -> Vec<(String, LineColumn)> {
    struct Bindings(Vec<(String, LineColumn)>);
    impl Bindings {
        fn bind(&mut self, pat: &syn::Pat, from: LineColumn) {
            struct Names<'b>(&'b mut Vec<(String, LineColumn)>, LineColumn);
            impl<'ast> syn::visit::Visit<'ast> for Names<'_> {
                fn visit_pat_ident(&mut self, pat: &'ast syn::PatIdent) {
                    self.0.push((pat.ident.to_string(), self.1));
                    syn::visit::visit_pat_ident(self, pat);
                }
            }
            syn::visit::Visit::visit_pat(&mut Names(&mut self.0, from), pat);
        }
    }
    impl<'ast> syn::visit::Visit<'ast> for Bindings {
        fn visit_local(&mut self, local: &'ast syn::Local) {
            self.bind(&local.pat, local.semi_token.span.end());
            syn::visit::visit_local(self, local);
        }
        fn visit_expr_for_loop(&mut self, looping: &'ast syn::ExprForLoop) {
            self.bind(&looping.pat, looping.body.brace_token.span.open().start());
            syn::visit::visit_expr_for_loop(self, looping);
        }
        fn visit_expr_let(&mut self, binding: &'ast syn::ExprLet) {
            self.bind(&binding.pat, binding.span().end());
            syn::visit::visit_expr_let(self, binding);
        }
    }
    let mut bindings = Bindings(Vec::new());
    syn::visit::Visit::visit_block(&mut bindings, body);
    bindings.0
}

/// The memory parameter `e` names, if it is one by its name alone.
fn parameter<'p>(e: &Expr, params: &'p [Param]) -> Option<&'p Ident> {
    let Expr::Path(path) = crate::math::unparenthesized(e) else {
        return None;
    };
    let name = path.path.get_ident()?;
    params
        .iter()
        .find(|p| p.name == *name && matches!(p.kind, Some(Kind::Global(_) | Kind::Mapped(_))))
        .map(|p| &p.name)
}
