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

use proc_macro2::TokenStream;
use quote::quote;
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
            match parameter(memory, params) {
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
