//! Constructs the language writes as others, before anything reads the body,
//! in the Rust rustc checks and in the C++ alike, so that every rule stated
//! for the construct underneath holds:
//!
//! - `loop { .. }` is `while true { .. }` (a spin, a barrier in a loop, a scan
//!   step in a loop are a `while`'s);
//! - `match k { 0 => .., 1 | 2 => .., 3..=7 if c => .., _ => .. }`, with integer
//!   literals, constants by path (`i32::MIN`) or by a name in upper case
//!   that the function binds nowhere else (`ADD`), ranges of them, a guard
//!   on any arm but the last (`_ if c` too), and a last `_` arm, is the chain
//!   `if k == 0 { .. } else if k == 1 || k == 2 { .. } else if (k >= 3 && k <= 7)
//!   && (c) { .. } else { .. }` (a uniform `k` branches uniformly; a guard runs
//!   only where its pattern matched, as the right side of `&&`); on an expression
//!   other than a variable (`match i % 3`), the chain tests a `let` of it
//!   (`s` a fresh name), so it is evaluated once. An arm of `()` does nothing.
//!   Any other `match` is left as it is, and refused with what the language
//!   takes;
//! - `let (a, mut b, _) = e;` is `let t = e; let a = t.0; let mut b = t.1;`
//!   (`t` a fresh name), so that every `let` binds one name, as every rule on
//!   bindings expects; `let _ = e;` (`let _ = counter.fetch_add(1, Relaxed);`)
//!   is `let t = e;`, its value computed and kept nowhere;
//! - `let s: f32 = 0.5;` is `let s: f32 = 0.5f32;`: a number without a
//!   suffix (or its negation) in a `let` whose type is a scalar, or a
//!   `Uniform` of one, takes that type as its suffix, as rustc types it, and
//!   so do the cells of an array or a tuple whose type the `let` spells
//!   (`let a: [u64; 2] = [0; 2];`), and the values an `if` or a block ends
//!   with (`let s: f32 = if c { 0.5 } else { 1.0 };`); `-2147483648` as an
//!   `i32` is `i32::MIN`; the cells of an array literal without a suffix
//!   take the suffix one cell spells (`[0u8, 1, 1, 2]`), as rustc types them;
//! - `for _ in a..b` is `for c in a..b` (`c` a fresh name);
//! - `for x in &cells` and `for x in cells.iter()`, over a thread's own
//!   array, are `for x in cells`, and `*x` in the body is `x`;
//! - `f32::max(a, b)` is `a.max(b)`, for a scalar method of the language
//!   called by its type's path, a number without a suffix in `a` typed by
//!   the path;
//! - `matches!(e, pattern)` (with a guard or not) is `match e { pattern =>
//!   true, _ => false }`;
//! - `assert!(c)`, `assert_eq!(a, b)`, `assert_ne!(a, b)` and their
//!   `debug_` forms, with a string literal as a message or none, are
//!   `__cuda_sync::assert(c, line)`: the kernel stops with `Check::Assert`
//!   and the line where `c` does not hold;
//! - a function with a value that ends in `return v;` ends in `v`; a number
//!   without a suffix in its value (or a `return`'s) takes its result type.

use std::collections::HashSet;

use syn::spanned::Spanned;
use syn::visit_mut::VisitMut;
use syn::{parse_quote_spanned, Arm, Block, Expr, ExprMatch, ItemFn, Pat, RangeLimits};

/// `function` with its sugar replaced.
pub fn desugar(mut function: ItemFn) -> ItemFn {
    let bound = crate::parse::bound_names(&function.sig.inputs, &function.block);
    Sugar {
        bound,
        ..Sugar::default()
    }
    .visit_block_mut(&mut function.block);
    if let syn::ReturnType::Type(_, ty) = &function.sig.output {
        last_return_as_value(&mut function.block);
        numbers_typed_by_the_result(ty, &mut function.block);
    }
    function
}

/// A device function's value, and every `return`'s, typed as its result
/// type spells it (`-> u64 { if v > 0u64 { v } else { 5 } }`), as rustc
/// types them.
fn numbers_typed_by_the_result(ty: &syn::Type, block: &mut Block) {
    struct Returns<'t>(&'t syn::Type);
    impl VisitMut for Returns<'_> {
        fn visit_expr_return_mut(&mut self, ret: &mut syn::ExprReturn) {
            if let Some(value) = &mut ret.expr {
                typed_by(self.0, value);
            }
            syn::visit_mut::visit_expr_return_mut(self, ret);
        }
    }
    Returns(ty).visit_block_mut(block);
    block_value_typed_by(ty, block);
}

/// `..; return v; }` as `..; v }`.
fn last_return_as_value(block: &mut Block) {
    if let Some(syn::Stmt::Expr(Expr::Return(ret), Some(_))) = block.stmts.last() {
        if let Some(value) = &ret.expr {
            let value = (**value).clone();
            *block.stmts.last_mut().expect("a last statement") = syn::Stmt::Expr(value, None);
        }
    }
}

#[derive(Default)]
struct Sugar {
    /// Tuple `let`s desugared so far: each gets a fresh name.
    tuples: usize,
    /// `match`es on an expression desugared so far: each gets a fresh name.
    scrutinees: usize,
    /// `for _ in` loops desugared so far: each gets a fresh name.
    counters: usize,
    /// The names the function binds outside `match` arms: an arm's name is
    /// a constant's only where it is none of them.
    bound: HashSet<String>,
    /// Whether the expression about to be visited is a statement (a `match`
    /// there runs its arms as statements; anywhere else its arms are values).
    statement: bool,
}

impl VisitMut for Sugar {
    fn visit_block_mut(&mut self, block: &mut Block) {
        syn::visit_mut::visit_block_mut(self, block);
        let stmts = std::mem::take(&mut block.stmts);
        for mut stmt in stmts {
            number_typed_by_its_let(&mut stmt);
            if let syn::Stmt::Macro(mac) = &stmt {
                if let Some(assertion) = assertion(&mac.mac) {
                    stmt = syn::Stmt::Expr(assertion, Some(syn::Token![;](mac.mac.span())));
                }
            }
            let desugared = tuple_let(&stmt, self.tuples)
                .or_else(|| tuple_assignment(&stmt, self.tuples))
                .or_else(|| swap_of_two_cells(&stmt, self.tuples));
            match desugared {
                Some(stmts) => {
                    self.tuples += 1;
                    block.stmts.extend(stmts);
                }
                None => block.stmts.push(stmt),
            }
        }
    }

    fn visit_stmt_mut(&mut self, stmt: &mut syn::Stmt) {
        self.statement = matches!(stmt, syn::Stmt::Expr(Expr::Match(_), _));
        syn::visit_mut::visit_stmt_mut(self, stmt);
    }

    fn visit_expr_mut(&mut self, e: &mut Expr) {
        let statement = std::mem::take(&mut self.statement);
        syn::visit_mut::visit_expr_mut(self, e);
        if let Expr::ForLoop(looping) = e {
            match self.enumerated(looping) {
                Some(counted) => *e = counted,
                None => self.cells_of(looping),
            }
        }
        let replaced = match e {
            Expr::Loop(looping) => {
                let span = looping.loop_token.span;
                let (attrs, label, body) = (&looping.attrs, &looping.label, &looping.body);
                Some(parse_quote_spanned! {span=> #(#attrs)* #label while true #body })
            }
            Expr::Match(matching) => self.if_chain(matching, statement),
            Expr::Call(call) => {
                lanes_typed_by_their_vector(call);
                method_by_its_path(call)
            }
            Expr::Macro(mac) => assertion(&mac.mac).or_else(|| {
                // The `match` it stands for, desugared in its turn.
                let mut matching = matches(&mac.mac)?;
                self.visit_expr_mut(&mut matching);
                Some(matching)
            }),
            Expr::Array(array) => {
                cells_typed_by_a_sibling(array);
                None
            }
            _ => None,
        };
        if let Some(replaced) = replaced {
            *e = replaced;
        }
    }
}

/// `[0u8, 1, 1, 2]` as `[0u8, 1u8, 1u8, 2u8]`: an array's cells have one
/// type, which rustc takes from the cell that spells it (a lookup table
/// typed by its first cell).
fn cells_typed_by_a_sibling(array: &mut syn::ExprArray) {
    let spelled = array.elems.iter().find_map(|cell| {
        let number = match cell {
            Expr::Unary(unary) if matches!(unary.op, syn::UnOp::Neg(_)) => &*unary.expr,
            other => other,
        };
        match number {
            Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Int(int),
                ..
            }) => Some(int.suffix().to_string()),
            Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Float(float),
                ..
            }) => Some(float.suffix().to_string()),
            _ => None,
        }
        .filter(|suffix| crate::parse::scalar(suffix).is_some())
    });
    if let Some(scalar) = spelled {
        array
            .elems
            .iter_mut()
            .for_each(|cell| number_typed(&scalar, cell));
    }
}

/// `for x in &cells { .. *x .. }` (or `cells.iter()`) as `for x in cells {
/// .. x .. }`: the borrow keeps the body from writing `cells`, so a loop over
/// a copy of the array (`for w in weights`) sees the same cells, and each
/// `*x` is the cell's value.
fn over_a_borrowed_array(looping: &mut syn::ExprForLoop) {
    let array = match &*looping.expr {
        Expr::Reference(reference) if reference.mutability.is_none() => &*reference.expr,
        Expr::MethodCall(call) if call.method == "iter" && call.args.is_empty() => &*call.receiver,
        _ => return,
    };
    let (Expr::Path(array), Pat::Ident(cell)) = (array, &*looping.pat) else {
        return;
    };
    if array.path.get_ident().is_none() || cell.by_ref.is_some() || cell.mutability.is_some() {
        return;
    }
    struct Dereferenced<'a>(&'a syn::Ident);
    impl VisitMut for Dereferenced<'_> {
        fn visit_expr_mut(&mut self, e: &mut Expr) {
            syn::visit_mut::visit_expr_mut(self, e);
            if let Expr::Unary(unary) = e {
                let of_the_cell = matches!(&*unary.expr, Expr::Path(p) if p.path.is_ident(self.0));
                if matches!(unary.op, syn::UnOp::Deref(_)) && of_the_cell {
                    *e = (*unary.expr).clone();
                }
            }
        }
    }
    let array = Expr::Path(array.clone());
    *looping.expr = array;
    Dereferenced(&cell.ident).visit_block_mut(&mut looping.body);
}

/// `assert!(c)` as `__cuda_sync::assert(c, L)`, `L` the line of the
/// `assert!`, which the kernel reports where `c` does not hold
/// (`math::TypeFunction::Assert`); `assert_eq!(a, b)` asserts `(a) == (b)`,
/// `assert_ne!` `(a) != (b)`, and each `debug_` form is the same (a debug
/// build's meaning, checked in every build). A message may follow as a
/// string literal alone (the report names the line, not the message); any
/// other form stays a macro, which the language refuses.
fn assertion(mac: &syn::Macro) -> Option<Expr> {
    let name = mac.path.get_ident()?.to_string();
    let name = name.strip_prefix("debug_").unwrap_or(&name);
    let args = mac
        .parse_body_with(syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated)
        .ok()?;
    let args: Vec<Expr> = args.into_iter().collect();
    let operands = match name {
        "assert" => 1,
        "assert_eq" | "assert_ne" => 2,
        _ => return None,
    };
    let message = &args[operands.min(args.len())..];
    let message_is_literal = match message {
        [] => true,
        [Expr::Lit(lit)] => matches!(lit.lit, syn::Lit::Str(_)),
        _ => false,
    };
    if args.len() < operands || !message_is_literal {
        return None;
    }
    let span = mac.path.span();
    let condition: Expr = match (name, &args[..]) {
        ("assert_eq", [a, b, ..]) => parse_quote_spanned! {span=> (#a) == (#b) },
        ("assert_ne", [a, b, ..]) => parse_quote_spanned! {span=> (#a) != (#b) },
        (_, [c, ..]) => c.clone(),
        _ => return None,
    };
    let line = syn::LitInt::new(&format!("{}u32", span.start().line), span);
    Some(parse_quote_spanned! {span=> __cuda_sync::assert(#condition, #line) })
}

/// `matches!(e, pattern)` (and `matches!(e, pattern if guard)`) as `match e
/// { pattern => true, _ => false }`, as std defines it: an integer
/// pattern's `match` is a chain of `if`s.
fn matches(mac: &syn::Macro) -> Option<Expr> {
    if !mac.path.is_ident("matches") {
        return None;
    }
    let (scrutinee, pattern, guard) = mac
        .parse_body_with(|input: syn::parse::ParseStream| {
            let scrutinee: Expr = input.parse()?;
            input.parse::<syn::Token![,]>()?;
            let pattern = Pat::parse_multi_with_leading_vert(input)?;
            let guard = match input.parse::<Option<syn::Token![if]>>()? {
                Some(_) => Some(input.parse::<Expr>()?),
                None => None,
            };
            input.parse::<Option<syn::Token![,]>>()?;
            Ok((scrutinee, pattern, guard))
        })
        .ok()?;
    let span = mac.path.span();
    let guard = guard.map(|guard| quote::quote! { if #guard });
    Some(parse_quote_spanned! {span=> match #scrutinee { #pattern #guard => true, _ => false } })
}

/// `F32x4::splat(1.5)` as `F32x4::splat(1.5f32)`: a vector's `splat` takes
/// its lane's type, which a number without a suffix there is, as rustc
/// gives it (red team, Rust's meaning round 4: refused, as "a number passed
/// to a device function").
fn lanes_typed_by_their_vector(call: &mut syn::ExprCall) {
    let Expr::Path(path) = &*call.func else {
        return;
    };
    let [vector, function] = &path.path.segments.iter().collect::<Vec<_>>()[..] else {
        return;
    };
    let lane = match vector.ident.to_string().as_str() {
        "F32x4" => "f32",
        "F64x2" => "f64",
        "U32x4" => "u32",
        "I32x4" => "i32",
        "U64x2" => "u64",
        "I64x2" => "i64",
        _ => return,
    };
    if function.ident == "splat" && path.qself.is_none() {
        call.args.iter_mut().for_each(|arg| number_typed(lane, arg));
    }
}

/// `f32::max(a, b)` as `a.max(b)`: a scalar method of the language called
/// by its type's path is the method of its first argument, a number without
/// a suffix there typed by the path (`f32::max(0.5, x)` is `0.5f32.max(x)`),
/// and in the other operands where the method takes the receiver's type.
fn method_by_its_path(call: &syn::ExprCall) -> Option<Expr> {
    let Expr::Path(path) = &*call.func else {
        return None;
    };
    let [ty, method] = &path.path.segments.iter().collect::<Vec<_>>()[..] else {
        return None;
    };
    let scalar = ty.ident.to_string();
    let is_method = path.qself.is_none()
        && ty.arguments.is_none()
        && method.arguments.is_none()
        && crate::parse::scalar(&scalar).is_some()
        && crate::math::is_method(&method.ident);
    let mut args = call.args.clone().into_iter();
    let mut receiver = args.next().filter(|_| is_method)?;
    number_typed(&scalar, &mut receiver);
    let mut args: Vec<Expr> = args.collect();
    if crate::math::takes_self_operands(&method.ident) {
        args.iter_mut().for_each(|arg| number_typed(&scalar, arg));
    } else if let Some(amount) = crate::math::amount_type(&method.ident) {
        args.iter_mut().for_each(|arg| number_typed(amount, arg));
    }
    // An operator's operands keep together as the receiver (`f32::abs(a - b)`).
    if !matches!(
        receiver,
        Expr::Lit(_)
            | Expr::Path(_)
            | Expr::Paren(_)
            | Expr::Call(_)
            | Expr::MethodCall(_)
            | Expr::Field(_)
            | Expr::Index(_)
    ) {
        receiver = parse_quote_spanned! {receiver.span()=> (#receiver) };
    }
    Some(Expr::MethodCall(syn::ExprMethodCall {
        attrs: call.attrs.clone(),
        receiver: Box::new(receiver),
        dot_token: syn::Token![.](call.span()),
        method: method.ident.clone(),
        turbofish: None,
        paren_token: call.paren_token,
        args: args.into_iter().collect(),
    }))
}

/// `let (a, mut b, _): (A, B, C) = e;` as `let t: (A, B, C) = e; let a = t.0;
/// let mut b = t.1;`, for a tuple of names and `_`, and `let _ = e;` as `let
/// t = e;`; `None` for any other statement (a nested pattern is left as it
/// is, and refused).
fn tuple_let(stmt: &syn::Stmt, k: usize) -> Option<Vec<syn::Stmt>> {
    let syn::Stmt::Local(local) = stmt else {
        return None;
    };
    let init = local.init.as_ref().filter(|init| init.diverge.is_none())?;
    let (pattern, ty) = match &local.pat {
        Pat::Type(typed) => (&*typed.pat, Some(&typed.ty)),
        other => (other, None),
    };
    if let Pat::Wild(wild) = pattern {
        let (temp, value) = (fresh("tuple", k, wild.span()), &init.expr);
        let typed = ty.map(|ty| quote::quote! { : #ty });
        return Some(vec![
            parse_quote_spanned! {wild.span()=> let #temp #typed = #value; },
        ]);
    }
    let Pat::Tuple(tuple) = pattern else {
        return None;
    };
    let flat = tuple.elems.iter().all(|p| {
        matches!(p, Pat::Wild(_))
            || matches!(p, Pat::Ident(i) if i.by_ref.is_none() && i.subpat.is_none())
    });
    if !flat || !local.attrs.is_empty() {
        return None;
    }
    let span = tuple.span();
    let temp = fresh("tuple", k, span);
    let value = &init.expr;
    let typed = ty.map(|ty| quote::quote! { : #ty });
    let mut lets: Vec<syn::Stmt> = vec![parse_quote_spanned! {span=> let #temp #typed = #value; }];
    for (index, pat) in tuple.elems.iter().enumerate() {
        if let Pat::Ident(name) = pat {
            let member = syn::Index {
                index: index as u32,
                span: name.span(),
            };
            lets.push(parse_quote_spanned! {name.span()=> let #name = #temp.#member; });
        }
    }
    Some(lets)
}

/// `(a, b) = (b, a);` as `let t = (b, a); a = t.0; b = t.1;`: the value is
/// whole before any place is assigned, as Rust's destructuring assignment
/// takes it (`_` assigns nothing). `None` for any other statement.
fn tuple_assignment(stmt: &syn::Stmt, k: usize) -> Option<Vec<syn::Stmt>> {
    let syn::Stmt::Expr(Expr::Assign(assign), Some(_)) = stmt else {
        return None;
    };
    let Expr::Tuple(places) = &*assign.left else {
        return None;
    };
    let span = places.span();
    let temp = fresh("tuple", k, span);
    let value = &assign.right;
    let mut stmts: Vec<syn::Stmt> = vec![parse_quote_spanned! {span=> let #temp = #value; }];
    for (index, place) in places.elems.iter().enumerate() {
        if !matches!(place, Expr::Infer(_)) {
            let member = syn::Index {
                index: index as u32,
                span: place.span(),
            };
            stmts.push(parse_quote_spanned! {place.span()=> #place = #temp.#member; });
        }
    }
    Some(stmts)
}

/// `cells.swap(i, j);` on a thread's array as `let t = (i, j, cells[i]);
/// cells[t.0] = cells[t.1]; cells[t.1] = t.2;`: the indices once each, in
/// order, as Rust's `swap` takes them. `None` for any other statement.
fn swap_of_two_cells(stmt: &syn::Stmt, k: usize) -> Option<Vec<syn::Stmt>> {
    let syn::Stmt::Expr(Expr::MethodCall(call), Some(_)) = stmt else {
        return None;
    };
    let Expr::Path(cells) = &*call.receiver else {
        return None;
    };
    if call.method != "swap" || call.args.len() != 2 || cells.path.get_ident().is_none() {
        return None;
    }
    // Rust's `swap` takes its cells as `usize`s: a number without a suffix
    // is one (red team, Rust's meaning round 4: `acc.swap(0, 1)` was refused,
    // its error suggesting `0u32`).
    let (mut i, mut j) = (call.args[0].clone(), call.args[1].clone());
    number_typed("usize", &mut i);
    number_typed("usize", &mut j);
    let span = call.method.span();
    let t = fresh("swap", k, span);
    Some(vec![
        parse_quote_spanned! {span=> let #t = (#i, #j); },
        parse_quote_spanned! {span=> let #t = (#t.0, #t.1, #cells[#t.0]); },
        parse_quote_spanned! {span=> #cells[#t.0] = #cells[#t.1]; },
        parse_quote_spanned! {span=> #cells[#t.1] = #t.2; },
    ])
}

/// `let s: f32 = 0.5;` as `let s: f32 = 0.5f32;` (and `-0.5`, and a
/// `Uniform<f32>`): the scalar type of a `let` suffixes a number without
/// one, in the cells of an array or a tuple the type spells too
/// (`let a: [u64; 2] = [0; 2];`, `let t: (u64, i32) = (5, -1);`).
fn number_typed_by_its_let(stmt: &mut syn::Stmt) {
    let syn::Stmt::Local(local) = stmt else {
        return;
    };
    if let (syn::Pat::Type(typed), Some(init)) = (&local.pat, &mut local.init) {
        typed_by(&typed.ty, &mut init.expr);
    }
}

/// The numbers without a suffix in `value`, typed as `ty` spells them.
fn typed_by(ty: &syn::Type, value: &mut Expr) {
    match (ty, value) {
        (syn::Type::Array(array), Expr::Repeat(repeat)) => typed_by(&array.elem, &mut repeat.expr),
        (syn::Type::Array(array), Expr::Array(cells)) => {
            cells
                .elems
                .iter_mut()
                .for_each(|cell| typed_by(&array.elem, cell));
        }
        (syn::Type::Tuple(types), Expr::Tuple(cells)) if types.elems.len() == cells.elems.len() => {
            types
                .elems
                .iter()
                .zip(cells.elems.iter_mut())
                .for_each(|(ty, cell)| typed_by(ty, cell));
        }
        (syn::Type::Paren(inner), value) => typed_by(&inner.elem, value),
        // An `if`'s or a block's value is its branches' last expressions.
        (ty, Expr::If(branch)) => {
            block_value_typed_by(ty, &mut branch.then_branch);
            if let Some((_, otherwise)) = &mut branch.else_branch {
                typed_by(ty, otherwise);
            }
        }
        (ty, Expr::Block(inner)) => block_value_typed_by(ty, &mut inner.block),
        (ty, Expr::Paren(inner)) => typed_by(ty, &mut inner.expr),
        (ty, value) => {
            if let Some(scalar) = scalar_of(ty) {
                number_typed(&scalar, value);
            }
        }
    }
}

/// The numbers without a suffix in the value `block` ends with.
fn block_value_typed_by(ty: &syn::Type, block: &mut Block) {
    if let Some(syn::Stmt::Expr(value, None)) = block.stmts.last_mut() {
        typed_by(ty, value);
    }
}

/// A number without a suffix (or its negation or complement) as a number of
/// `scalar`;
/// `-2147483648` as an `i32` is `i32::MIN` (the number alone would not fit).
fn number_typed(scalar: &str, value: &mut Expr) {
    if let Some(min) = lowest_of(scalar, value) {
        *value = min;
        return;
    }
    let number = match value {
        Expr::Unary(unary) if matches!(unary.op, syn::UnOp::Neg(_) | syn::UnOp::Not(_)) => {
            &mut *unary.expr
        }
        other => other,
    };
    let Expr::Lit(syn::ExprLit { lit, .. }) = number else {
        return;
    };
    let float = matches!(scalar, "f32" | "f64");
    match &*lit {
        // An integer for a float type is rustc's error to give, as in Rust.
        syn::Lit::Int(int) if int.suffix().is_empty() && !float => {
            *lit = syn::Lit::Int(syn::LitInt::new(
                &format!("{}{scalar}", int.base10_digits()),
                int.span(),
            ));
        }
        syn::Lit::Float(number) if number.suffix().is_empty() && float => {
            *lit = syn::Lit::Float(syn::LitFloat::new(
                &format!("{}{scalar}", number.base10_digits()),
                number.span(),
            ));
        }
        _ => {}
    }
}

/// `i32::MIN` for `-2147483648` as an `i32` (and the other signed types'
/// minimums for their own).
fn lowest_of(scalar: &str, value: &Expr) -> Option<Expr> {
    let lowest = match scalar {
        "i8" => 1u128 << 7,
        "i16" => 1u128 << 15,
        "i32" => 1u128 << 31,
        "i64" => 1u128 << 63,
        _ => return None,
    };
    let Expr::Unary(negation) = value else {
        return None;
    };
    let Expr::Lit(syn::ExprLit {
        lit: syn::Lit::Int(int),
        ..
    }) = &*negation.expr
    else {
        return None;
    };
    let is_lowest = matches!(negation.op, syn::UnOp::Neg(_))
        && int.suffix().is_empty()
        && int.base10_parse::<u128>().ok() == Some(lowest);
    let ty = syn::Ident::new(scalar, int.span());
    is_lowest.then(|| parse_quote_spanned! {int.span()=> #ty::MIN })
}

/// The scalar a `let`'s type names: `f32`, or `f32` of `Uniform<f32>`.
fn scalar_of(ty: &syn::Type) -> Option<String> {
    const SCALARS: &[&str] = &[
        "u32", "u64", "usize", "i32", "i64", "u8", "i8", "u16", "i16", "f32", "f64",
    ];
    let syn::Type::Path(path) = ty else {
        return None;
    };
    let last = path.path.segments.last()?;
    let name = last.ident.to_string();
    if SCALARS.contains(&name.as_str()) && path.path.segments.len() == 1 {
        return Some(name);
    }
    let syn::PathArguments::AngleBracketed(arguments) = &last.arguments else {
        return None;
    };
    match (name.as_str(), arguments.args.first()) {
        ("Uniform", Some(syn::GenericArgument::Type(inner))) => scalar_of(inner),
        _ => None,
    }
}

/// A name of the desugaring's own, `cuda_sync_<what>_<k>`, with its own
/// hygiene: no name of the user's meets it in the Rust (and rule N1 refuses
/// a user's binding that would meet it in the C++).
fn fresh(what: &str, k: usize, span: proc_macro2::Span) -> syn::Ident {
    syn::Ident::new(
        &format!("cuda_sync_{what}_{k}"),
        proc_macro2::Span::mixed_site().located_at(span),
    )
}

impl Sugar {
    /// A `for` loop's iterable as the language writes it: `for i in (a..b)`
    /// is `for i in a..b` (round 55 found it refused), `for _ in a..b`
    /// counts with a name of its own, `weights.into_iter()` is `weights`,
    /// and a borrowed array's loop is the loop over a copy.
    fn cells_of(&mut self, looping: &mut syn::ExprForLoop) {
        while let Expr::Paren(inner) = &*looping.expr {
            looping.expr = inner.expr.clone();
        }
        if let Pat::Wild(wild) = &*looping.pat {
            let counter = fresh("counter", self.counters, wild.span());
            self.counters += 1;
            *looping.pat = parse_quote_spanned! {wild.span()=> #counter };
        }
        if let Expr::MethodCall(call) = &*looping.expr {
            let by_value = call.method == "into_iter" && call.args.is_empty();
            if by_value && matches!(&*call.receiver, Expr::Path(_)) {
                looping.expr = call.receiver.clone();
            }
        }
        over_a_borrowed_array(looping);
    }

    /// `for (i, x) in cells.iter().enumerate() { .. }` (or `(&cells)`,
    /// `cells`) as `{ let mut k = 0usize; for x in cells.iter() { let i = k;
    /// k += 1usize; .. } }`: the index counts the cells as `enumerate` does,
    /// taken before the body so that a `continue` skips nothing, and the loop
    /// over the cells is the borrowed array's loop (`over_a_borrowed_array`).
    /// `None` for any other expression.
    fn enumerated(&mut self, looping: &syn::ExprForLoop) -> Option<Expr> {
        let Expr::MethodCall(call) = &*looping.expr else {
            return None;
        };
        let Pat::Tuple(pair) = &*looping.pat else {
            return None;
        };
        if call.method != "enumerate" || !call.args.is_empty() || pair.elems.len() != 2 {
            return None;
        }
        let (index, cell) = (&pair.elems[0], &pair.elems[1]);
        let span = call.method.span();
        let counter = fresh("index", self.counters, span);
        self.counters += 1;
        let mut counted = looping.clone();
        counted.expr = call.receiver.clone();
        *counted.pat = cell.clone();
        let body = &looping.body.stmts;
        let named = match index {
            Pat::Wild(_) => None,
            index => Some(quote::quote_spanned! {span=> let #index = #counter; }),
        };
        counted.body = parse_quote_spanned! {span=> {
            #named
            #counter += 1usize;
            #(#body)*
        }};
        self.cells_of(&mut counted);
        Some(parse_quote_spanned! {span=> {
            let mut #counter = 0usize;
            #counted
        }})
    }

    /// The `if` chain of a `match` whose arms test integers, the last `_`:
    /// on a variable, testing it; on any other expression, testing a `let`
    /// of it. `None` for any other `match`.
    fn if_chain(&mut self, matching: &ExprMatch, statement: bool) -> Option<Expr> {
        if let Expr::Path(variable) = &*matching.expr {
            return if_chain(
                matching,
                &Expr::Path(variable.clone()),
                &self.bound,
                statement,
            );
        }
        let value = &matching.expr;
        let temp = fresh("scrutinee", self.scrutinees, value.span());
        let chain = if_chain(
            matching,
            &parse_quote_spanned! {value.span()=> #temp },
            &self.bound,
            statement,
        )?;
        self.scrutinees += 1;
        Some(parse_quote_spanned! {matching.span()=> { let #temp = #value; #chain } })
    }
}

/// The `if` chain testing `scrutinee` for a `match` whose arms test
/// integers, the last `_`; `None` for any other `match`.
fn if_chain(
    matching: &ExprMatch,
    scrutinee: &Expr,
    bound: &HashSet<String>,
    statement: bool,
) -> Option<Expr> {
    let (last, tests) = matching.arms.split_last()?;
    if !matches!(last.pat, Pat::Wild(_)) || last.guard.is_some() || !matching.attrs.is_empty() {
        return None;
    }
    // An arm's attributes (`#[cfg]`) stay for the checks to see (round 54:
    // the `if` chain dropped them, and a `cfg`'d-out arm ran on the GPU).
    if matching.arms.iter().any(|arm| !arm.attrs.is_empty()) {
        return None;
    }
    let mut chain = Expr::Block(syn::ExprBlock {
        attrs: Vec::new(),
        label: None,
        block: arm_block(last, statement),
    });
    for arm in tests.iter().rev() {
        let cond: Expr = match (&arm.pat, &arm.guard) {
            (Pat::Wild(_), Some((_, guard))) => (**guard).clone(),
            (pat, Some((_, guard))) => guarded(scrutinee, pat, guard, bound)?,
            (pat, None) => test(scrutinee, pat, bound)?,
        };
        let then = arm_block(arm, statement);
        let span = arm.pat.span();
        chain = parse_quote_spanned! {span=> if #cond #then else #chain };
    }
    Some(chain)
}

/// Whether `scrutinee` matches `pat` and `guard` then holds. A guard runs
/// only where its pattern matched, as `&&`'s right side, and, as Rust runs
/// it, once for each alternative of `|` that matches, in order, until it
/// holds (the Reference, "Match guards": `1..=5 | 3 if g` runs `g` twice
/// for 3; red team: a count in the guard ran once on the GPU).
fn guarded(scrutinee: &Expr, pat: &Pat, guard: &Expr, bound: &HashSet<String>) -> Option<Expr> {
    let mut alternatives: Vec<Expr> = Vec::new();
    for alternative in alternatives_of(pat) {
        let matched = test(scrutinee, alternative, bound)?;
        alternatives.push(parse_quote_spanned! {guard.span()=> ((#matched) && (#guard)) });
    }
    Some(parse_quote_spanned! {guard.span()=> #(#alternatives)||* })
}

/// The alternatives of `|` in `pat`, nested ones and ones in parentheses
/// flattened, in Rust's order.
fn alternatives_of(pat: &Pat) -> Vec<&Pat> {
    match pat {
        Pat::Or(or) => or.cases.iter().flat_map(alternatives_of).collect(),
        Pat::Paren(paren) => alternatives_of(&paren.pat),
        _ => vec![pat],
    }
}

/// Whether `scrutinee` matches `pat`: an integer constant, a range of them,
/// or `|` of those.
fn test(scrutinee: &Expr, pat: &Pat, bound: &HashSet<String>) -> Option<Expr> {
    let span = pat.span();
    match pat {
        Pat::Lit(lit) if matches!(lit.lit, syn::Lit::Int(_) | syn::Lit::Byte(_)) => {
            Some(parse_quote_spanned! {span=> #scrutinee == #lit })
        }
        // `ADD =>`: Rust compares with a constant of that name in scope (and
        // binds any value to the name where there is none). A name in upper
        // case that the function binds nowhere else is taken for a constant
        // (rustc refuses the comparison where no such constant exists); any
        // other name is a binding, refused (red team round 68).
        Pat::Ident(name) if is_constant_pattern(name, bound) => {
            let name = &name.ident;
            Some(parse_quote_spanned! {span=> #scrutinee == #name })
        }
        Pat::Path(path) if is_associated(path) => {
            Some(parse_quote_spanned! {span=> #scrutinee == #path })
        }
        Pat::Range(range) => {
            let start = range
                .start
                .as_deref()
                .filter(|e| is_integer_constant(e, bound));
            let end = range
                .end
                .as_deref()
                .filter(|e| is_integer_constant(e, bound));
            let above = start.map(|s| -> Expr {
                parse_quote_spanned! {span=> #scrutinee >= #s }
            });
            let below = match (&range.limits, end) {
                (RangeLimits::Closed(_), Some(e)) => {
                    Some(parse_quote_spanned! {span=> #scrutinee <= #e })
                }
                (RangeLimits::HalfOpen(_), Some(e)) => {
                    Some(parse_quote_spanned! {span=> #scrutinee < #e })
                }
                (RangeLimits::HalfOpen(_), None) => None,
                (RangeLimits::Closed(_), None) => return None,
            };
            if range.start.is_some() != start.is_some() || range.end.is_some() != end.is_some() {
                return None;
            }
            match (above, below) {
                (Some(a), Some(b)) => Some(parse_quote_spanned! {span=> #a && #b }),
                (one, other) => one.or(other),
            }
        }
        Pat::Or(or) => {
            let tests: Option<Vec<Expr>> = or
                .cases
                .iter()
                .map(|case| test(scrutinee, case, bound))
                .collect();
            let tests = tests?;
            Some(parse_quote_spanned! {span=> #(#tests)||* })
        }
        Pat::Paren(paren) => test(scrutinee, &paren.pat, bound),
        _ => None,
    }
}

/// Whether an arm's name is a constant's (`ADD =>`): a plain name in upper
/// case (a constant's, by Rust's convention) that the function binds nowhere
/// outside its arms.
fn is_constant_pattern(name: &syn::PatIdent, bound: &HashSet<String>) -> bool {
    let text = name.ident.to_string();
    name.by_ref.is_none()
        && name.mutability.is_none()
        && name.subpat.is_none()
        && text.chars().any(|c| c.is_ascii_uppercase())
        && !text.chars().any(|c| c.is_ascii_lowercase())
        && !bound.contains(&text)
}

/// What a range pattern's end may be: an integer literal, its negation, a
/// constant by path (`3`, `7u32`, `-1i32`, `i32::MIN`), or a `const` by a
/// name the function binds nowhere else (`SUB..=9`: Rust takes only a
/// constant there, so a local of that name stays refused).
fn is_integer_constant(e: &Expr, bound: &HashSet<String>) -> bool {
    let literal = |e: &Expr| matches!(e, Expr::Lit(lit) if matches!(lit.lit, syn::Lit::Int(_) | syn::Lit::Byte(_)));
    match e {
        Expr::Unary(unary) => matches!(unary.op, syn::UnOp::Neg(_)) && literal(&unary.expr),
        Expr::Path(path) => {
            is_associated(path)
                || path
                    .path
                    .get_ident()
                    .is_some_and(|name| !bound.contains(&name.to_string()))
        }
        e => literal(e),
    }
}

/// A constant by a path of two or more segments (`u32::MAX`, `T::ZERO`):
/// never a binding, which a single name in a pattern would be. Which paths
/// the language has is the body's check, as for any path in an expression.
fn is_associated(path: &syn::ExprPath) -> bool {
    path.qself.is_none() && path.attrs.is_empty() && path.path.segments.len() >= 2
}

/// An arm's body as a block: its own, none for `()`, or its expression, as
/// a statement where the `match` is one and as the block's value where the
/// `match` is a value (`let v = match t { 0 => 1u32, _ => 2u32 };`).
fn arm_block(arm: &Arm, statement: bool) -> Block {
    match &*arm.body {
        Expr::Block(block) if block.attrs.is_empty() && block.label.is_none() => {
            block.block.clone()
        }
        Expr::Tuple(unit) if unit.elems.is_empty() && unit.attrs.is_empty() => {
            parse_quote_spanned! {unit.span()=> {} }
        }
        body if statement => {
            let span = body.span();
            parse_quote_spanned! {span=> { #body; } }
        }
        body => {
            let span = body.span();
            parse_quote_spanned! {span=> { #body } }
        }
    }
}
