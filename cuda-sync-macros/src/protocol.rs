//! Rule A1: protocols spelled with atomics keep a thread's order.
//!
//! Atomics never race, so a flag and its payload written with relaxed atomic
//! stores, and read with relaxed loads, compile as a program with no data
//! race, and still compute the lessons' bug: the consumer sees the flag and a
//! stale payload (159,217 times in 10^8 on an H200). Two rules close it:
//!
//! - **Device memory** (`Global::atomic`, `atomics`): two atomic accesses of
//!   one thread to two cells keep their program order only where the orders
//!   say so: the earlier one reads and acquires, or the later one writes and
//!   releases, or both are `SeqCst` (a store, then a load of another cell).
//!   An `AcqRel` read-modify-write stands between what is before and after
//!   it. Exempt: a write that no thread of the launch reads (a store or a
//!   `fetch_*` into memory the kernel only writes), beside anything but
//!   another store; one cell accessed again (coherence orders it); and an
//!   access written with the order `Unordered`, the visible marker of a
//!   wanted weak outcome (a statistic, a litmus test).
//! - **Shared memory** (`Shared::atomic`): between two block barriers, a
//!   block's shared atomics are only stored, only updated (`fetch_*`,
//!   `exchange`, `compare_exchange`), or only loaded. A tile reversed through
//!   relaxed atomics with no barrier, and a counter zeroed by one thread while
//!   the others add, mix two of them.
//!
//! The rules are checked on the function's text, by the spelled order
//! (rule N1 holds each order name to cuda-sync's item). What the text does
//! not show is taken at its worst: an atomic whose memory is not known is
//! under both rules, an order that is not spelled neither acquires nor
//! releases, a loop's body follows itself, and a barrier inside a branch, in
//! a loop that a `break` or `continue` may leave, or after a `return` with
//! shared accesses pending, separates nothing. A device function called
//! beside an unordered access is checked by rustc: its `Atomics` (any of its
//! own global-memory atomics, or its callees') must be `Free`.

use std::collections::{HashMap, HashSet};

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned, ToTokens};
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::{BinOp, Block, Expr, ExprMethodCall, FnArg, ItemFn, Pat, Stmt, Type};

use crate::valid::Errors;

/// What rule A1 finds in one function: its errors, the checks of the device
/// functions it calls beside unordered accesses (for rustc), and whether it
/// makes a global-memory atomic access (its `Atomics`).
pub struct Protocol {
    /// The checks rustc makes with the callees' `Atomics`.
    pub deferred: TokenStream,
    /// The function's own atomics, shared ones included.
    pub atomics: Atomics,
}

/// What atomics a function uses (`DeviceFnItem::Atomics`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Atomics {
    None,
    /// The crate's hand-offs only.
    HandOffsOnly,
    /// Raw atomics.
    Raw,
}

/// Checks `function` under rule A1.
pub fn check(function: &ItemFn, in_device_fn: bool, errors: &mut Errors) -> Protocol {
    let names = Names::of(function, in_device_fn);
    let mut walk = Walk::new(&names, true);
    walk.visit_block(&function.block);
    if walk.returned_with_shared_accesses {
        // A thread that returns takes no part in the barriers after: what it
        // stored or loaded in shared memory is ordered against nobody's.
        walk = Walk::new(&names, false);
        walk.visit_block(&function.block);
    }
    walk.close_phase();
    let deferred = walk.pairs(errors);
    walk.phases(errors);
    let atomics = walk
        .events
        .iter()
        .map(|event| match event {
            // Shared updates too: a caller's global access pairs with a
            // shared update in one phase, and two updates pair where results
            // are read (red team round 6: a flag updated in a device
            // function that only touches shared memory).
            Event::Atomic(access) if !access.orders.unordered && !access.unseen_write() => {
                if access.hand_off {
                    Atomics::HandOffsOnly
                } else {
                    Atomics::Raw
                }
            }
            _ => Atomics::None,
        })
        .max()
        .unwrap_or(Atomics::None);
    Protocol { deferred, atomics }
}

/// The memory an atomic access touches.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Memory {
    /// A block's shared memory, by the name it was declared with (`None`:
    /// shared memory of a name not known here, which may be any).
    Shared(Option<String>),
    /// Device memory (a `Global`, at device or system scope).
    Device,
    /// Not known: under both rules.
    Unknown,
}

/// What an atomic access does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// `load`.
    Load,
    /// `store`.
    Store,
    /// `fetch_*`, `exchange`, `compare_exchange`: `used` when its result is,
    /// `commutes` for the `fetch_*` (two of them in either order leave one value).
    Modify { used: bool, commutes: bool },
}

/// What the spelled orders of an access promise.
#[derive(Clone, Copy, Default, Debug)]
struct Orders {
    acquires: bool,
    releases: bool,
    seq_cst: bool,
    unordered: bool,
}

impl Orders {
    /// The promises of one spelled order, `None` when it is not a name the
    /// crate defines (a generic order, a variable): no promise at all.
    fn of(order: Option<&Expr>) -> Orders {
        let name = order.and_then(last_name).unwrap_or_default();
        Orders {
            acquires: matches!(name.as_str(), "Acquire" | "AcqRel" | "SeqCst"),
            releases: matches!(name.as_str(), "Release" | "AcqRel" | "SeqCst"),
            seq_cst: name == "SeqCst",
            unordered: name == "Unordered",
        }
    }

    /// The promises of a hand-off whose order is its own, not spelled.
    const fn fixed(acquires: bool, releases: bool) -> Orders {
        Orders {
            acquires,
            releases,
            seq_cst: false,
            unordered: false,
        }
    }

    /// A compare-exchange's: it acquires only if its failure's load does too.
    fn of_exchange(success: Option<&Expr>, failure: Option<&Expr>) -> Orders {
        let (success, failure) = (Orders::of(success), Orders::of(failure));
        Orders {
            acquires: success.acquires && failure.acquires,
            releases: success.releases,
            seq_cst: success.seq_cst && failure.seq_cst,
            unordered: success.unordered || failure.unordered,
        }
    }
}

/// One atomic access in the text.
#[derive(Clone, Debug)]
struct Access {
    memory: Memory,
    kind: Kind,
    orders: Orders,
    /// The one cell it touches, where the text names it the same way each
    /// time: a handle bound once at the top level, or a literal index.
    cell: Option<String>,
    /// A write into memory the function only writes (`Names::written_only`):
    /// its order is seen by nobody in the launch.
    unseen: bool,
    /// The method (`fetch_add`, `signal`, ...).
    operation: String,
    /// One of the crate's hand-offs (`is_hand_off`): two of them keep their
    /// order by their own types (rule P1), and pair only with raw atomics,
    /// except two waits, which are two loads (red team, round 4: a flag
    /// seen set, then an earlier one seen unset).
    hand_off: bool,
    span: Span,
    text: String,
}

impl Access {
    fn under_pair_rule(&self) -> bool {
        !matches!(self.memory, Memory::Shared(_))
    }

    fn under_phase_rule(&self) -> bool {
        !matches!(self.memory, Memory::Device)
    }

    fn reads(&self) -> bool {
        !matches!(self.kind, Kind::Store)
    }

    fn writes(&self) -> bool {
        !matches!(self.kind, Kind::Load)
    }

    fn counts(&self) -> bool {
        matches!(
            self.kind,
            Kind::Modify {
                used: false,
                commutes: true
            }
        )
    }

    /// A read-modify-write in global memory that acquires and releases
    /// (`AcqRel`, `SeqCst`; a compare-exchange whose failure acquires too).
    fn is_fence(&self) -> bool {
        // A compare-exchange that fails writes nothing and releases nothing.
        // A hand-off's read-modify-write (a ticket) is the leader's alone:
        // it stands between nothing in the block's other threads.
        // Nor does a count nobody reads: no thread synchronizes with it (red
        // team round 6: an `AcqRel` count between a payload and its flag).
        matches!(self.kind, Kind::Modify { .. })
            && self.operation != "compare_exchange"
            && !self.hand_off
            && !self.unseen_write()
            && self.under_pair_rule()
            && self.orders.acquires
            && self.orders.releases
    }

    /// A count that no thread of the launch reads, into memory that only
    /// counts of its kind reach (`Access::unseen`): neither its order nor
    /// the final value shows anything.
    fn unseen_write(&self) -> bool {
        self.counts() && self.unseen
    }

    fn line(&self) -> usize {
        self.span.start().line
    }
}

/// Something a thread does, in the order of the text.
enum Event {
    Atomic(Access),
    /// A call of a device function; `shared`: it is handed shared memory
    /// (`Some(None)`: of a name not known here).
    Call {
        callee: syn::Path,
        span: Span,
        shared: Option<Option<String>>,
    },
}

/// What the function's names hold.
#[derive(Default)]
struct Names {
    /// Names of memory and of atomic handles, with the memory each reaches.
    memory: HashMap<String, Memory>,
    /// Handles of one cell bound once, at the function's top level.
    cells: HashSet<String>,
    /// The block's leader (`block.leader()`), whose `store` is a plain one.
    leaders: HashSet<String>,
    /// Names bound more than once (shadowed), which may name two memories.
    rebound: HashSet<String>,
    /// Global memory the function only counts into: every use of the name
    /// makes its handle (`let bins = bins.atomics::<Device>();`), or is a
    /// `fetch_*` of one operation whose result is unused (`written_only`).
    /// No thread reads it in the launch, and its final value is the same in
    /// any order, so the order of those writes is seen by nobody.
    written_only: HashSet<String>,
}

impl Names {
    fn of(function: &ItemFn, in_device_fn: bool) -> Names {
        let mut names = Names::default();
        let mut atomic_parameters = HashSet::new();
        for input in &function.sig.inputs {
            let FnArg::Typed(typed) = input else { continue };
            let Pat::Ident(ident) = &*typed.pat else {
                continue;
            };
            let name = ident.ident.to_string();
            if let Some(memory) = memory_of_type(&typed.ty, &name) {
                // A caller may hand one shared array as two parameters (red
                // team, round 4): a device function's are one memory.
                let memory = match memory {
                    Memory::Shared(_) if in_device_fn => Memory::Shared(None),
                    other => other,
                };
                names.memory.insert(name.clone(), memory);
            }
            // An `Atomic` parameter is one cell, whatever the caller passes.
            if type_name(&typed.ty).as_deref() == Some("Atomic") {
                names.cells.insert(name.clone());
                atomic_parameters.insert(name.clone());
            }
            if type_name(&typed.ty).as_deref() == Some("Leader") {
                names.leaders.insert(name);
            }
        }
        let mut bound: HashMap<String, usize> = HashMap::new();
        let mut bind = |names: &mut Names, local: &syn::Local, top: bool| {
            let Pat::Ident(ident) = strip_type(&local.pat) else {
                return;
            };
            let name = ident.ident.to_string();
            *bound.entry(name.clone()).or_default() += 1;
            let typed = match &local.pat {
                Pat::Type(typed) => memory_of_type(&typed.ty, &name),
                _ => None,
            };
            let init = local.init.as_ref().map(|init| &*init.expr);
            if init.is_some_and(is_leader_call) {
                names.leaders.insert(name.clone());
            }
            let handle = init.and_then(|e| names.handle_memory(e));
            if let Some(memory) = typed.or(handle.clone()) {
                names.memory.insert(name.clone(), memory);
            }
            if top && handle.is_some() && init.is_some_and(is_one_cell) {
                names.cells.insert(name);
            }
        };
        for stmt in &function.block.stmts {
            if let Stmt::Local(local) = stmt {
                bind(&mut names, local, true);
            }
        }
        let mut nested = Locals(Vec::new());
        for stmt in &function.block.stmts {
            match stmt {
                Stmt::Local(local) => {
                    if let Some(init) = &local.init {
                        nested.visit_expr(&init.expr);
                    }
                }
                other => nested.visit_stmt(other),
            }
        }
        for local in &nested.0 {
            bind(&mut names, local, false);
        }
        names.written_only = written_only(function, in_device_fn);
        // A name bound twice may hold two memories, or two cells.
        for (name, count) in bound {
            // An `Atomic` parameter's name bound again by a `let` names two
            // cells (a `Global` parameter's names its handle, one memory).
            let handle_parameter = count == 1 && atomic_parameters.contains(&name);
            if count > 1 || handle_parameter {
                names.rebound.insert(name.clone());
                names.cells.remove(&name);
                if names.memory.contains_key(&name) {
                    names.memory.insert(name, Memory::Unknown);
                }
            }
        }
        names
    }

    /// Whether `receiver` is the block's leader, not an atomic.
    fn is_leader(&self, receiver: &Expr) -> bool {
        match receiver {
            Expr::Path(path) => path
                .path
                .get_ident()
                .is_some_and(|name| self.leaders.contains(&name.to_string())),
            other => is_leader_call(other),
        }
    }

    /// The memory the handle `e` makes reaches, where `e` makes one.
    fn handle_memory(&self, e: &Expr) -> Option<Memory> {
        let (root, scope) = chain(e);
        let known = root.and_then(|root| self.memory.get(&root).cloned());
        match (known, scope.as_deref()) {
            (Some(memory), _) => Some(memory),
            (None, Some("Block")) => Some(Memory::Shared(None)),
            (None, Some(_)) => Some(Memory::Device),
            (None, None) if is_handle_chain(e) => Some(Memory::Unknown),
            (None, None) => None,
        }
    }

    /// The memory of an atomic operation's receiver.
    fn receiver_memory(&self, receiver: &Expr) -> Memory {
        self.handle_memory(receiver).unwrap_or(Memory::Unknown)
    }

    /// The one cell `receiver` names the same way each time it is spelled.
    fn cell(&self, receiver: &Expr) -> Option<String> {
        match receiver {
            Expr::Path(path) => {
                let name = path.path.get_ident()?.to_string();
                self.cells.contains(&name).then_some(name)
            }
            Expr::MethodCall(call) if is_one_cell(receiver) => {
                let literal = call.args.last().is_some_and(|a| matches!(a, Expr::Lit(_)));
                let root = chain(receiver).0?;
                let bound_once = !self.rebound.contains(&root);
                let value = call.args.last().and_then(literal_value)?;
                (literal && bound_once).then(|| format!("{root}[{value}]"))
            }
            _ => None,
        }
    }

    /// The shared memory a call's `args` hand a device function, if any: one
    /// array by its name, or, where they hand two (whose parameters are one
    /// memory to the callee) or one of a name not known here, every shared
    /// memory, `Some(None)` (red team round 8: a call was counted against
    /// its first array alone, and message passing through its second
    /// passed).
    fn shared_in_all<'a>(
        &self,
        args: impl IntoIterator<Item = &'a Expr>,
    ) -> Option<Option<String>> {
        let handed: Vec<Option<String>> =
            args.into_iter().filter_map(|a| self.shared_in(a)).collect();
        one_memory(&handed)
    }

    /// The shared memory `e` hands a device function, if any (as
    /// `shared_in_all` counts it).
    fn shared_in(&self, e: &Expr) -> Option<Option<String>> {
        let mut found = Vec::new();
        crate::emit::visit_expr_tree(e, &mut |inner| {
            let Expr::Path(path) = inner else { return };
            let Some(name) = path.path.get_ident() else {
                return;
            };
            match self.memory.get(&name.to_string()) {
                Some(Memory::Shared(root)) => found.push(root.clone()),
                Some(Memory::Unknown) => found.push(None),
                _ => {}
            }
        });
        one_memory(&found)
    }
}

/// The shared memory of `found` (each a root, `None` for one not known
/// here): none where it is empty, the root where every one is the same, else
/// every shared memory (`Some(None)`).
fn one_memory(found: &[Option<String>]) -> Option<Option<String>> {
    let first = found.first()?.clone();
    Some(first.filter(|root| found.iter().all(|other| other.as_ref() == Some(root))))
}

/// The names of a kernel's global memory that its body only counts into
/// (`Names::written_only`): every write is a read-modify-write of one
/// operation that commutes with itself, whose result is unused. A store, or
/// two operations (`fetch_or` and `fetch_and`), would leave a final value
/// that shows which thread wrote last (red team, round 4: 2+2W, R and S
/// through such writes). A device function's parameters are never: its
/// callers may read the memory.
fn written_only(function: &ItemFn, in_device_fn: bool) -> HashSet<String> {
    if in_device_fn {
        return HashSet::new();
    }
    /// Each name's uses: all of them, those that only write (or make a
    /// handle), the operations that write, and the handles made from it
    /// (`let mine = want.at(i);`).
    #[derive(Default)]
    struct Uses {
        all: HashMap<String, usize>,
        writes: HashMap<String, usize>,
        /// By name, then by cell: a literal index (`stats.at(0u32)`), or
        /// `None` for any other (which may be every cell).
        operations: HashMap<String, HashMap<Option<String>, HashSet<&'static str>>>,
        handles: Vec<(String, String)>,
    }
    impl<'ast> Visit<'ast> for Uses {
        fn visit_expr_path(&mut self, path: &'ast syn::ExprPath) {
            if let Some(name) = path.path.get_ident() {
                *self.all.entry(name.to_string()).or_default() += 1;
            }
        }
        fn visit_stmt(&mut self, stmt: &'ast Stmt) {
            let written = match stmt {
                Stmt::Expr(Expr::MethodCall(call), Some(_)) => {
                    let operation = match operation(call) {
                        Some((Kind::Store, _)) => Some("store"),
                        Some((Kind::Modify { commutes: true, .. }, _)) => {
                            Some(update_kind(&call.method.to_string()))
                        }
                        _ => None,
                    };
                    let root = operation.and(chain(&call.receiver).0);
                    if let (Some(root), Some(operation)) = (&root, operation) {
                        let cells = self.operations.entry(root.clone()).or_default();
                        let cell = literal_cell(&call.receiver);
                        cells.entry(cell).or_default().insert(operation);
                    }
                    root
                }
                Stmt::Local(local) => {
                    let init = local.init.as_ref().map(|init| &*init.expr);
                    let made_from = init.filter(|e| is_handle_chain(e)).and_then(|e| chain(e).0);
                    if let (Some(root), Pat::Ident(handle)) = (&made_from, strip_type(&local.pat)) {
                        self.handles.push((handle.ident.to_string(), root.clone()));
                    }
                    made_from
                }
                _ => None,
            };
            if let Some(name) = written {
                *self.writes.entry(name).or_default() += 1;
            }
            syn::visit::visit_stmt(self, stmt);
        }
    }
    let mut uses = Uses::default();
    uses.visit_block(&function.block);
    // Only integer counts commute exactly: float adds round (`(1 + 2^24) -
    // 2^24` is not `(1 - 2^24) + 2^24`) and a float minimum may keep either
    // zero (red team round 5); a generic type may be a float.
    let integers: Vec<String> = function
        .sig
        .inputs
        .iter()
        .filter_map(|input| match input {
            FnArg::Typed(typed) => match &*typed.pat {
                Pat::Ident(ident) if is_integer_global(&typed.ty) => Some(ident.ident.to_string()),
                _ => None,
            },
            FnArg::Receiver(_) => None,
        })
        .collect();
    // The memory each name reaches, by the handles made from it: a name
    // bound to two handles joins both memories.
    let mut memory: HashMap<String, String> = HashMap::new();
    let find = |memory: &HashMap<String, String>, mut name: String| {
        while let Some(next) = memory.get(&name).filter(|next| **next != name) {
            name = next.clone();
        }
        name
    };
    for (handle, root) in &uses.handles {
        let (a, b) = (find(&memory, handle.clone()), find(&memory, root.clone()));
        if a != b {
            memory.insert(a, b);
        }
    }
    let mut read: HashSet<String> = HashSet::new();
    for (name, all) in &uses.all {
        if uses.writes.get(name) != Some(all) {
            read.insert(find(&memory, name.clone()));
        }
    }
    // A cell whose writes do not all commute shows their order in its final
    // value: its memory counts as read.
    let mut operations: HashMap<String, HashMap<Option<String>, HashSet<&'static str>>> =
        HashMap::new();
    for (name, cells) in uses.operations {
        let root = find(&memory, name);
        for (cell, used) in cells {
            let all = operations.entry(root.clone()).or_default();
            all.entry(cell).or_default().extend(used);
        }
    }
    for (root, cells) in operations {
        let anywhere = cells.get(&None).cloned().unwrap_or_default();
        let shows_order = cells.values().any(|used| {
            let reaching: HashSet<_> = used.union(&anywhere).collect();
            reaching.len() > 1 || reaching.contains(&"store")
        });
        if shows_order {
            read.insert(root);
        }
    }
    let integer_roots: HashSet<String> = integers
        .into_iter()
        .map(|name| find(&memory, name))
        .collect();
    uses.all
        .into_keys()
        .filter(|name| {
            let root = find(&memory, name.clone());
            !read.contains(&root) && integer_roots.contains(&root)
        })
        .collect()
}

/// Whether `ty` is `Global<T>` of an integer `T`.
fn is_integer_global(ty: &Type) -> bool {
    let Type::Path(path) = ty else {
        return false;
    };
    let Some(last) = path.path.segments.last() else {
        return false;
    };
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
        return false;
    };
    let element = args.args.first().and_then(|a| match a {
        syn::GenericArgument::Type(Type::Path(p)) => p.path.get_ident().map(|i| i.to_string()),
        _ => None,
    });
    last.ident == "Global"
        && element.is_some_and(|t| ["u32", "u64", "usize", "i32", "i64"].contains(&t.as_str()))
}

/// The literal index of a one-cell chain (`0u32` of `stats.at(0u32)`), as
/// text; `None` for any other receiver.
fn literal_cell(receiver: &Expr) -> Option<String> {
    match receiver {
        Expr::MethodCall(call) if is_one_cell(receiver) => call.args.last().and_then(literal_value),
        _ => None,
    }
}

/// The value of an integer literal, however spelled (`0x0u32` and `0u64`
/// are one cell; red team round 5), as text.
fn literal_value(e: &Expr) -> Option<String> {
    match e {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(int),
            ..
        }) => int
            .base10_parse::<u128>()
            .ok()
            .map(|value| value.to_string()),
        _ => None,
    }
}

/// The `let`s below the function's top level.
struct Locals(Vec<syn::Local>);

impl<'ast> Visit<'ast> for Locals {
    fn visit_local(&mut self, local: &'ast syn::Local) {
        self.0.push(local.clone());
        syn::visit::visit_local(self, local);
    }
}

fn strip_type(pat: &Pat) -> &Pat {
    match pat {
        Pat::Type(typed) => &typed.pat,
        other => other,
    }
}

/// The name of type `ty`, references stripped: `Leader` for `&Leader`.
fn type_name(ty: &Type) -> Option<String> {
    match ty {
        Type::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
        Type::Reference(reference) => type_name(&reference.elem),
        _ => None,
    }
}

fn is_leader_call(e: &Expr) -> bool {
    matches!(e, Expr::MethodCall(call) if call.method == "leader")
}

/// The memory a parameter or `let` of type `ty`, named `name`, reaches.
fn memory_of_type(ty: &Type, name: &str) -> Option<Memory> {
    let path = match ty {
        Type::Path(path) => path,
        Type::Reference(reference) => return memory_of_type(&reference.elem, name),
        _ => return None,
    };
    let last = path.path.segments.last()?;
    let scope = || match &last.arguments {
        syn::PathArguments::AngleBracketed(args) => args.args.iter().nth(1).and_then(|a| match a {
            syn::GenericArgument::Type(Type::Path(p)) => p.path.get_ident().map(|i| i.to_string()),
            _ => None,
        }),
        _ => None,
    };
    match last.ident.to_string().as_str() {
        "Shared" => Some(Memory::Shared(Some(name.to_string()))),
        "Global" => Some(Memory::Device),
        "Atomic" | "Atomics" => Some(match scope().as_deref() {
            Some("Block") => Memory::Shared(None),
            Some("Device" | "System") => Memory::Device,
            _ => Memory::Unknown,
        }),
        _ => None,
    }
}

/// The name at the root of a method chain (`local` in
/// `local.atomic::<Block>(b)`), and the scope its `atomic`/`atomics` spells.
fn chain(e: &Expr) -> (Option<String>, Option<String>) {
    match e {
        Expr::MethodCall(call) => {
            let (root, scope) = chain(&call.receiver);
            let spelled = (call.method == "atomic" || call.method == "atomics")
                .then_some(call.turbofish.as_ref())
                .flatten()
                .and_then(|t| t.args.first())
                .and_then(|a| match a {
                    syn::GenericArgument::Type(Type::Path(p)) => {
                        p.path.get_ident().map(|i| i.to_string())
                    }
                    _ => None,
                });
            (root, spelled.or(scope))
        }
        Expr::Path(path) => (path.path.get_ident().map(|i| i.to_string()), None),
        Expr::Paren(inner) => chain(&inner.expr),
        Expr::Reference(inner) => chain(&inner.expr),
        Expr::Field(field) => chain(&field.base),
        _ => (None, None),
    }
}

/// Whether `e` ends in a method that makes an atomic handle.
fn is_handle_chain(e: &Expr) -> bool {
    matches!(e, Expr::MethodCall(call) if ["atomic", "atomics", "at"].iter().any(|m| call.method == m))
}

/// Whether `e` makes the handle of one cell (`atomic(i)`, `at(i)`).
fn is_one_cell(e: &Expr) -> bool {
    matches!(e, Expr::MethodCall(call) if call.method == "atomic" || call.method == "at")
}

fn last_name(e: &Expr) -> Option<String> {
    match e {
        Expr::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// The atomic operations by name, with where their orders are.
fn operation(call: &ExprMethodCall) -> Option<(Kind, Orders)> {
    let arg = |i: usize| call.args.iter().nth(i);
    let method = call.method.to_string();
    Some(match method.as_str() {
        "load" if call.args.len() == 1 => (Kind::Load, Orders::of(arg(0))),
        "store" if call.args.len() == 2 => (Kind::Store, Orders::of(arg(1))),
        "fetch_add" | "fetch_sub" | "fetch_min" | "fetch_max" | "fetch_and" | "fetch_or"
        | "fetch_xor"
            if call.args.len() == 2 =>
        {
            let commutes = true;
            (
                Kind::Modify {
                    used: true,
                    commutes,
                },
                Orders::of(arg(1)),
            )
        }
        "exchange" if call.args.len() == 2 => {
            let commutes = false;
            (
                Kind::Modify {
                    used: true,
                    commutes,
                },
                Orders::of(arg(1)),
            )
        }
        // The crate's hand-offs: their flags and tickets are atomics too, so
        // a raw atomic beside them keeps its order only through theirs.
        "signal" | "wait" | "wait_forever" | "wait_for_item" | "take_ticket" | "claim" => {
            let order = call
                .args
                .iter()
                .find(|a| last_name(a).is_some_and(|name| crate::spelled::is_order(&name)));
            let kind = match method.as_str() {
                "signal" => Kind::Store,
                "take_ticket" | "claim" => Kind::Modify {
                    used: true,
                    commutes: false,
                },
                _ => Kind::Load,
            };
            (kind, Orders::of(order))
        }
        // A producer's `send` waits (acquiring) until its slot is free and
        // hands the slot on with a release store: a read-modify-write that
        // acquires and releases (red team round 7: a relaxed store after it
        // relayed what its wait saw to a third thread).
        "send" => (
            Kind::Modify {
                used: true,
                commutes: false,
            },
            Orders::fixed(true, true),
        ),
        // A consumer's `free`: a release store of the slot's turn.
        "free" => (Kind::Store, Orders::fixed(false, true)),
        // A scan's status: a 4-byte value travels in its flag's word, stored
        // and loaded relaxed whatever the order says (a look-back hands off
        // no other memory; red team round 7: a raw flag beside it was taken
        // as published by the spelled `Release`).
        "publish" => (Kind::Store, Orders::fixed(false, false)),
        "look_back" => (Kind::Load, Orders::fixed(false, false)),
        // A scan's tile draw: the leader's relaxed ticket, whose number
        // (`tile.id()`) every thread gets and may infer from, as a claim's
        // (red team round 10: a count before the draw, read after it).
        "draw_tile" => (
            Kind::Modify {
                used: true,
                commutes: false,
            },
            Orders::fixed(false, false),
        ),
        "compare_exchange" if call.args.len() == 4 => {
            let commutes = false;
            let orders = Orders::of_exchange(arg(2), arg(3));
            (
                Kind::Modify {
                    used: true,
                    commutes,
                },
                orders,
            )
        }
        _ => return None,
    })
}

/// Whether `method` is one of the crate's hand-offs in global (or mapped)
/// memory: a channel's or host channel's flag, a queue's turn (sent, waited
/// for, freed), a ticket, a claim (a relaxed draw, whose number may signal
/// as a count does), a scan's tile draw and its status.
fn is_hand_off(method: &syn::Ident) -> bool {
    [
        "signal",
        "wait",
        "wait_forever",
        "wait_for_item",
        "send",
        "free",
        "take_ticket",
        "claim",
        "publish",
        "look_back",
        "draw_tile",
    ]
    .iter()
    .any(|name| method == name)
}

/// Whether `arm` always returns: it is a `return`, or a block with one among
/// its own statements and no `break` or `continue` anywhere, which could
/// leave before it (red team round 11: `{ store; break; return; }`).
fn returns(arm: &Expr) -> bool {
    match arm {
        Expr::Return(_) => true,
        Expr::Block(block) => {
            let returns = block
                .block
                .stmts
                .iter()
                .any(|s| matches!(s, Stmt::Expr(Expr::Return(_), _)));
            returns && !leaves(&block.block)
        }
        _ => false,
    }
}

/// Whether statement `s` is a block barrier that every thread here runs
/// (`block.sync_threads()`, a tile's, `sync_grid`), and whether a grid one.
fn barrier(s: &Stmt) -> Option<bool> {
    let e = match s {
        Stmt::Expr(e, _) => e,
        Stmt::Local(local) => &*local.init.as_ref()?.expr,
        _ => return None,
    };
    match e {
        // A block reduction or broadcast, and a scan's tile draw, scan and
        // prefix broadcast, synchronize the block inside them.
        Expr::MethodCall(call)
            if [
                "sync_threads",
                "reduce_sum",
                "broadcast_ticket",
                "draw_tile",
                "scan_tile",
                "broadcast_prefix",
            ]
            .iter()
            .any(|m| call.method == m) =>
        {
            Some(false)
        }
        Expr::MethodCall(call) if call.method == "sync_grid" => Some(true),
        _ => None,
    }
}

/// Whether `body` has a `break` or `continue` (of any loop).
fn leaves(body: &Block) -> bool {
    let mut found = false;
    crate::emit::visit_exprs(body, &mut |e| {
        found |= matches!(e, Expr::Break(_) | Expr::Continue(_));
    });
    found
}

/// The walk over a function's text in the order of evaluation.
struct Walk<'a> {
    names: &'a Names,
    events: Vec<Event>,
    /// The events that may come before the point reached, on some path,
    /// since the last grid barrier.
    seen: Vec<usize>,
    /// The events of arms that return: they reach nothing after their
    /// branch, neither the next iteration of a loop nor what follows it.
    returned: HashSet<usize>,
    /// Pairs of events, the earlier first.
    ordered: Vec<(usize, usize)>,
    /// The shared-memory events of the phase reached, and the phases closed.
    phase: Vec<usize>,
    closed: Vec<Vec<usize>>,
    /// Whether a barrier statement here ends the phase for every thread.
    splits: bool,
    /// The expression statement being visited, whose result is unused.
    unused: Option<*const Expr>,
    /// Whether a block barrier ends a phase here at all: not after a thread
    /// may have returned with shared accesses in its phase.
    barriers_split: bool,
    /// A `return` came with shared accesses in the phase it left.
    returned_with_shared_accesses: bool,
}

impl<'a> Walk<'a> {
    fn new(names: &'a Names, barriers_split: bool) -> Walk<'a> {
        Walk {
            names,
            events: Vec::new(),
            seen: Vec::new(),
            returned: HashSet::new(),
            ordered: Vec::new(),
            phase: Vec::new(),
            closed: Vec::new(),
            splits: true,
            unused: None,
            barriers_split,
            returned_with_shared_accesses: false,
        }
    }

    fn push(&mut self, event: Event) {
        let id = self.events.len();

        // A read-modify-write that acquires and releases orders everything
        // before it before everything after it: a later access pairs with
        // it, not with what came before (loops aside: their back edges keep
        // every pair).
        let fences = matches!(&event, Event::Atomic(access) if access.is_fence());
        self.events.push(event);
        self.ordered
            .extend(self.seen.iter().map(|&earlier| (earlier, id)));
        if fences {
            self.seen.clear();
        }
        self.seen.push(id);
        // Every access joins the phase: shared ones for the phase rule,
        // global ones to pair with a shared update in the same phase.
        self.phase.push(id);
    }

    fn close_phase(&mut self) {
        let phase = std::mem::take(&mut self.phase);
        self.closed.push(phase);
    }

    /// Visits `e` with the phase split by nothing inside it.
    fn unsplit(&mut self, visit: impl FnOnce(&mut Self)) {
        let splits = std::mem::replace(&mut self.splits, false);
        visit(self);
        self.splits = splits;
    }

    /// Visits the arms of a branch, each from what came before it.
    fn arms<'e>(&mut self, arms: impl IntoIterator<Item = &'e Expr>) {
        let before = self.seen.clone();
        let mut after = before.clone();
        for arm in arms {
            self.seen = before.clone();
            let first = self.events.len();
            self.unsplit(|walk| walk.visit_expr(arm));
            // An arm that returns reaches nothing after the branch (red
            // team round 9: a producer that signals and returns, beside the
            // consumers' loads after its `if`; round 11: in a loop).
            if returns(arm) {
                self.returned.extend(first..self.events.len());
            } else {
                after.extend(self.seen.iter().filter(|id| !before.contains(id)));
            }
        }
        self.seen = after;
    }

    /// Visits `e`, which may or may not run: what came before it stays seen.
    fn perhaps(&mut self, e: &Expr) {
        let nothing: Expr = syn::parse_quote!({});
        self.arms([e, &nothing]);
    }

    /// Visits a loop's repeated part: each of its events may follow each
    /// (the next iteration), and a barrier in it splits phases only if no
    /// `break` or `continue` may skip it.
    fn repeated(&mut self, body: &Block, head: Option<&Expr>) {
        let first = self.events.len();
        let seen_before = self.seen.clone();
        let phases_before = self.closed.len();
        let splits = self.splits;
        self.splits = splits && !leaves(body);
        if let Some(head) = head {
            self.visit_expr(head);
        }
        self.visit_block(body);
        self.splits = splits;
        let last = self.events.len();
        let ongoing: Vec<usize> = (first..last)
            .filter(|id| !self.returned.contains(id))
            .collect();
        for later in first..last {
            self.ordered
                .extend(ongoing.iter().map(|&earlier| (earlier, later)));
        }
        // After the loop comes what came before it (no iteration, red team
        // round 3: a read-modify-write in a loop that may not run stood
        // between a store and a load) and whatever the loop did, on any
        // path out of it (a `break` leaves before what ends the body).
        let mut after = seen_before;
        after.extend(ongoing.iter().copied());
        after.extend(self.seen.iter().copied());
        after.sort_unstable();
        after.dedup();
        self.seen = after;
        if self.closed.len() > phases_before {
            // The last phase of an iteration runs into the first of the next,
            // and a loop that runs no iteration joins before and after.
            let before = self.closed.remove(phases_before);
            self.phase.extend(before);
            self.phase.sort_unstable();
        }
    }

    /// Every pair that rule A1 refuses: an error for two accesses, a check
    /// for rustc where one is a device function's call.
    fn pairs(&self, errors: &mut Errors) -> TokenStream {
        let mut deferred = Vec::new();
        let mut reported = HashSet::new();
        let phases_of = |id: usize| -> Vec<usize> {
            (0..self.closed.len())
                .filter(|&k| self.closed[k].contains(&id))
                .collect()
        };
        for &(earlier, later) in &self.ordered {
            // A shared update beside a call in one phase: the callee's
            // updates (shared ones count as its atomics) pair with it as the
            // function's own would (red team round 6: a flag updated in a
            // device function).
            let later_phases = phases_of(later);
            let common: Vec<usize> = phases_of(earlier)
                .into_iter()
                .filter(|k| later_phases.contains(k))
                .collect();
            let in_one_phase = !common.is_empty();
            let shared_update_in_one_phase = |access: &Access| {
                !access.under_pair_rule()
                    && matches!(access.kind, Kind::Modify { .. })
                    && !access.orders.unordered
                    && in_one_phase
            };
            match (&self.events[earlier], &self.events[later]) {
                (Event::Atomic(y), Event::Atomic(x)) => {
                    // A phase of shared updates whose results are read still
                    // communicates: two such accesses are a protocol too (red
                    // team round 3: message passing through `fetch_add`s). A
                    // phase of stores, of loads or of counts alone does not.
                    // Where any thread reads an update's result in the phase,
                    // the writer's two updates pair, results read or not (red
                    // team round 5: the writer's payload and flag counts).
                    let updates = |a: &Access| matches!(a.kind, Kind::Modify { .. });
                    // So does a global access beside a shared update (a global
                    // payload signalled through a shared count).
                    let shared = |a: &Access| !a.under_pair_rule();
                    let results_read = common.iter().any(|&k| self.reads_a_result(k));
                    let communicates = match (shared(y), shared(x)) {
                        (true, true) => updates(y) && updates(x) && results_read,
                        (true, false) => updates(y),
                        (false, true) => updates(x),
                        (false, false) => false,
                    };
                    let one_phase = communicates && in_one_phase;
                    if let Some(message) = unordered(y, x, one_phase) {
                        if reported.insert(later) {
                            errors.add(syn::Error::new(x.span, message));
                        }
                    }
                }
                (Event::Atomic(access), Event::Call { callee, span, .. }) => {
                    // Nothing the access does orders the callee's atomics: a
                    // read that acquires keeps the callee's reads after it,
                    // but the callee's writes pass on what it saw only by
                    // releasing, which its kind does not tell (red team round
                    // 6: a relay into a device function).
                    if pair_needs_order(access) || shared_update_in_one_phase(access) {
                        deferred.push(call_check(callee, *span, access));
                    }
                }
                (Event::Call { callee, span, .. }, Event::Atomic(access)) => {
                    // Only a releasing store orders the callee's accesses
                    // before it by itself: a read-modify-write's read is
                    // ordered after nothing the callee read (red team round
                    // 9: a relaxed flag load in the callee, then the
                    // payload read by a releasing `fetch_add`).
                    let ordered_by_access =
                        matches!(access.kind, Kind::Store) && access.orders.releases;
                    let needs = pair_needs_order(access) || shared_update_in_one_phase(access);
                    if needs && !ordered_by_access {
                        deferred.push(call_check(callee, *span, access));
                    }
                }
                (Event::Call { callee, span, .. }, Event::Call { callee: other, .. }) => {
                    deferred.push(quote_spanned! {*span=>
                        ::cuda_sync::__private::two_calls_unordered::<
                            <#other as ::cuda_sync::launch::DeviceFnItem>::Atomics,
                            <#callee as ::cuda_sync::launch::DeviceFnItem>::Atomics,
                        >();
                    });
                }
            }
        }
        quote! { #(#deferred)* }
    }

    /// Whether phase `k` holds a shared update whose result is read.
    fn reads_a_result(&self, k: usize) -> bool {
        self.closed[k].iter().any(|&id| {
            matches!(&self.events[id], Event::Atomic(a)
                if !a.under_pair_rule() && matches!(a.kind, Kind::Modify { used: true, .. }))
        })
    }

    /// Every phase that mixes two uses of one shared memory.
    /// Whether event `id` is under the phase rule: a shared (or unknown)
    /// access, or a call handed shared memory.
    fn under_phase_rule(&self, id: usize) -> bool {
        match &self.events[id] {
            Event::Atomic(access) => access.under_phase_rule(),
            Event::Call { shared, .. } => shared.is_some(),
        }
    }

    fn phases(&self, errors: &mut Errors) {
        for phase in &self.closed {
            let phase: Vec<usize> = phase
                .iter()
                .copied()
                .filter(|&id| self.under_phase_rule(id))
                .collect();
            let mut reported = HashSet::new();
            for (i, &later) in phase.iter().enumerate() {
                let Some(earlier) = phase[..i]
                    .iter()
                    .copied()
                    .find(|&earlier| later != earlier && self.mixes(earlier, later))
                else {
                    continue;
                };
                if reported.insert(later) {
                    let (span, message) = self.phase_message(earlier, later);
                    errors.add(syn::Error::new(span, message));
                }
            }
        }
    }

    /// The shared memory an event touches, and its use there.
    fn use_of(&self, id: usize) -> (Option<String>, Use) {
        match &self.events[id] {
            Event::Atomic(access) => {
                let root = match &access.memory {
                    Memory::Shared(root) => root.clone(),
                    _ => None,
                };
                let used = match access.kind {
                    Kind::Load => Use::Load,
                    Kind::Store => Use::Store,
                    Kind::Modify { .. } => Use::Update(update_kind(&access.operation)),
                };
                (root, used)
            }
            Event::Call { shared, .. } => (shared.clone().flatten(), Use::Any),
        }
    }

    fn mixes(&self, earlier: usize, later: usize) -> bool {
        let (a, first) = self.use_of(earlier);
        let (b, second) = self.use_of(later);
        let same_memory = a.is_none() || b.is_none() || a == b;
        same_memory && (first != second || first == Use::Any)
    }

    fn phase_message(&self, earlier: usize, later: usize) -> (Span, String) {
        let describe = |id: usize| match &self.events[id] {
            Event::Atomic(access) => (access.span, format!("`{}`", access.text)),
            Event::Call { callee, span, .. } => {
                (*span, format!("the call of `{}`", path_text(callee)))
            }
        };
        let (span, this) = describe(later);
        let (earlier_span, that) = describe(earlier);
        let line = earlier_span.start().line;
        let (first, second) = (self.use_of(later).1, self.use_of(earlier).1);
        let ways = if first == second {
            format!("both {}", first.describe())
        } else {
            format!("{} and {}", first.describe(), second.describe())
        };
        (
            span,
            format!(
                "rule A1 (shared memory): {this} and {that} (line {line}) use one shared memory two ways ({ways}) with no block barrier between them: the threads of the block run them in any order, so a value read (or counted) depends on which thread came first (a tile reversed through atomics, a counter zeroed while others add). Between two barriers a block's shared atomics are only stored, only updated by one operation (`fetch_add` and `fetch_sub`, or one of `fetch_min`, `fetch_max`, `fetch_and`, `fetch_or`, `fetch_xor`, `exchange`, `compare_exchange`), or only loaded. fix: `block.sync_threads();` between the two (where every thread of the block runs it: not in a branch, nor in a loop a `break` or `continue` may leave)",
            ),
        )
    }
}

/// A use of shared memory in one phase.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Use {
    Store,
    /// A read-modify-write: those of one operation commute (`fetch_add`
    /// with `fetch_sub`, `fetch_max` with itself, ...); two operations do
    /// not (a `fetch_and(0)` that zeroes while others add).
    Update(&'static str),
    Load,
    /// A device function's, not known here.
    Any,
}

impl Use {
    fn describe(self) -> String {
        match self {
            Use::Store => "stored".to_string(),
            Use::Update("add") => "added to (`fetch_add`, `fetch_sub`)".to_string(),
            Use::Update(operation @ ("exchange" | "compare_exchange")) => {
                format!("updated by `{operation}`")
            }
            Use::Update(operation) => format!("updated by `fetch_{operation}`"),
            Use::Load => "loaded".to_string(),
            Use::Any => "handed to a device function".to_string(),
        }
    }
}

/// The updates that commute with each other in one phase: adds and
/// subtractions, and each other operation with itself.
fn update_kind(operation: &str) -> &'static str {
    match operation {
        "fetch_add" | "fetch_sub" => "add",
        "fetch_min" => "min",
        "fetch_max" => "max",
        "fetch_and" => "and",
        "fetch_or" => "or",
        "fetch_xor" => "xor",
        "exchange" => "exchange",
        _ => "compare_exchange",
    }
}

/// Whether `access` needs an order against a device function's atomics.
fn pair_needs_order(access: &Access) -> bool {
    access.under_pair_rule() && !access.orders.unordered
}

/// The check of a call of `callee` beside `access`: a raw atomic needs a
/// callee with no atomics, a hand-off one with no raw atomics.
fn call_check(callee: &syn::Path, span: Span, access: &Access) -> TokenStream {
    let check = if access.hand_off {
        quote! { beside_unordered_hand_off }
    } else {
        quote! { beside_unordered_atomic }
    };
    quote_spanned! {span=>
        ::cuda_sync::__private::#check::<<#callee as ::cuda_sync::launch::DeviceFnItem>::Atomics>();
    }
}

fn path_text(path: &syn::Path) -> String {
    path.to_token_stream().to_string().replace(' ', "")
}

/// A part of one access (its read, its write) that may take effect before a
/// part of an earlier access of the thread.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Unkept {
    /// A read after the earlier access's read: it does not acquire.
    AfterRead,
    /// A write after a read: it does not release.
    WriteAfterRead,
    /// Two writes: the later does not release.
    WriteAfterWrite,
    /// A read after a write (store buffering).
    ReadAfterWrite,
}

/// The first part of `y`, then `x`, that their orders do not keep in that
/// order, if any: a read before a read only if the first acquires (a release
/// on the second does not make it see what the first's writer published); a
/// read before a write only if the write releases (an acquiring read keeps
/// the write after it, but a relaxed write passes on nothing the read saw:
/// a third thread that sees the write may not see the first writer's
/// payload, red team round 5's relay); a write
/// before a write only if the second releases; a write before a read only
/// through `SeqCst`, or where one of the two is a read-modify-write, the
/// first acquiring (the ticket, then the reads it decides) or the second
/// releasing (the results, then the count that signals them): store
/// buffering through read-modify-writes is left free (`docs/soundness.md`,
/// Limits).
fn unkept_part(y: &Access, x: &Access) -> Option<Unkept> {
    if y.orders.seq_cst && x.orders.seq_cst {
        return None;
    }
    let (y_reads, y_writes) = (y.reads() && !y.counts(), y.writes());
    let (x_reads, x_writes) = (x.reads(), x.writes());
    let (acquires, releases) = (y.orders.acquires, x.orders.releases);
    let modifies = |a: &Access| matches!(a.kind, Kind::Modify { .. });
    if y_reads && x_reads && !acquires {
        Some(Unkept::AfterRead)
    } else if y_reads && x_writes && !releases {
        Some(Unkept::WriteAfterRead)
    } else if y_writes && x_writes && !releases {
        Some(Unkept::WriteAfterWrite)
    } else if y_writes && x_reads && !(modifies(y) && acquires) && !(modifies(x) && releases) {
        Some(Unkept::ReadAfterWrite)
    } else {
        None
    }
}

/// Whether `access` is a hand-off's wait (a load of its flag).
fn waits(access: &Access) -> bool {
    access.hand_off && access.kind == Kind::Load
}

/// Why accesses `y`, then `x`, of one thread (shared ones: in `one_phase`)
/// are not kept in that order, if
/// they are not.
fn unordered(y: &Access, x: &Access, one_phase: bool) -> Option<String> {
    let exempt = ((!y.under_pair_rule() || !x.under_pair_rule()) && !one_phase)
        || y.orders.unordered
        || x.orders.unordered
        || y.unseen_write()
        || x.unseen_write()
        || (y.hand_off && x.hand_off && !(waits(y) && waits(x) && !y.orders.acquires));
    // Coherence orders one cell's accesses, but a store after a read passes
    // on what the read saw only by releasing, on that cell too (red team
    // round 6: `f == 1` acquired, then `f = 2` relaxed, read by a third); a
    // read-modify-write there continues the release it read from.
    let one_cell = y.cell.is_some() && y.cell == x.cell;
    let relay = |part: &Unkept| *part == Unkept::WriteAfterRead && x.kind == Kind::Store;
    let unkept = unkept_part(y, x)
        .filter(|_| !exempt)
        .filter(|part| !one_cell || relay(part))?;
    let (earlier, line) = (&y.text, y.line());
    let later = &x.text;
    let acquire = if earlier.ends_with(".compare_exchange(..)") {
        "`Acquire` as both orders of"
    } else {
        "`Acquire` on"
    };
    let (what, fix) = if unkept == Unkept::AfterRead {
        (
            format!("`{later}` comes after `{earlier}` (line {line}), a read of another cell that does not acquire, so it may take effect before that read: another thread's two stores may be seen the other way round (message passing: the flag seen, the payload stale; this project's litmus harness measured 159,217 such outcomes in 10^8 on an H200)"),
            format!("{acquire} `{earlier}` (the read that decides; a compare-exchange acquires only where its failure order does too), with `Release` on the store that sets what it reads"),
        )
    } else if unkept == Unkept::WriteAfterRead {
        (
            format!("`{later}` writes after `{earlier}` (line {line}) read, and does not release: another thread that sees this write may not see what that read saw (a relay: the flag passed on, the first writer's payload stale; or load buffering), even where the read acquires"),
            format!("`Release` on `{later}` (the write that passes the signal on)"),
        )
    } else if unkept == Unkept::WriteAfterWrite {
        (
            format!("`{later}` writes a cell after `{earlier}` (line {line}) wrote another, and does not release: another thread may see this write and not the earlier one (the producer side of message passing, where this write is the flag; or 2+2W)"),
            format!("`Release` on `{later}` (the write that signals)"),
        )
    } else {
        (
            format!("`{later}` loads a cell after `{earlier}` (line {line}) stored another: each of two threads may load before its own store is seen by the other (store buffering); only `SeqCst` on both keeps a store before a later load of another cell"),
            format!("`SeqCst` on both `{earlier}` and `{later}`, or an `AcqRel` read-modify-write between them (the count that signals the store: `done.fetch_add(1, AcqRel)`)"),
        )
    };
    let either = |operations: &[&str]| {
        [x, y]
            .iter()
            .any(|a| operations.contains(&a.operation.as_str()))
    };
    let fix = if either(&["claim"]) {
        "a claim has no order to write: it is a relaxed draw, and neither releases nor acquires, so its number cannot signal a payload; hand the payload off through a channel, or through an atomic whose order you write (`Release` on the signal, `Acquire` on the load that sees it)".to_string()
    } else if either(&["publish", "look_back", "draw_tile"]) {
        "a scan's tile draw (a relaxed ticket) and its status hand off the scan's own values and no other memory (a 4-byte value travels in the flag's word, stored and loaded relaxed whatever the order says), so neither can signal another cell; hand that cell off through a channel, or an atomic whose order you write, after the scan".to_string()
    } else {
        fix
    };
    Some(format!(
        "rule A1: {what}. Atomics do not race, but relaxed ones order nothing: a protocol of two cells needs the orders that keep the thread's program order (two cells as far as the text shows: one cell is one where it is named the same way each time, by a handle bound once, `let mine = cells.at(i);`, or a literal index). fix: {fix}; or write `Unordered` as the order of either access where the weak outcome is wanted (a statistic, a litmus test)"
    ))
}

impl<'ast> Visit<'ast> for Walk<'_> {
    fn visit_block(&mut self, block: &'ast Block) {
        for stmt in &block.stmts {
            self.visit_stmt(stmt);
            match barrier(stmt) {
                Some(grid) if self.splits && self.barriers_split => {
                    self.close_phase();
                    if grid {
                        self.seen.clear();
                    }
                }
                _ => {}
            }
        }
    }

    fn visit_stmt(&mut self, stmt: &'ast Stmt) {
        match stmt {
            Stmt::Expr(e, Some(_)) => {
                self.unused = Some(e as *const Expr);
                self.visit_expr(e);
            }
            Stmt::Local(local) => {
                if let Some(init) = &local.init {
                    self.unsplit(|walk| walk.visit_expr(&init.expr));
                    if let Some((_, otherwise)) = &init.diverge {
                        self.arms([&**otherwise]);
                    }
                }
            }
            other => syn::visit::visit_stmt(self, other),
        }
    }

    fn visit_expr(&mut self, e: &'ast Expr) {
        let unused = self.unused.take() == Some(e as *const Expr);
        match e {
            Expr::If(branch) => {
                self.visit_expr(&branch.cond);
                let otherwise = branch.else_branch.as_ref().map(|(_, e)| &**e);
                let then = Expr::Block(syn::ExprBlock {
                    attrs: Vec::new(),
                    label: None,
                    block: branch.then_branch.clone(),
                });
                self.arms(std::iter::once(&then).chain(otherwise));
            }
            Expr::Match(matching) => {
                self.visit_expr(&matching.expr);
                // A guard runs where its pattern matches, and a later arm may
                // be taken after it: each guard may or may not have run
                // (red team, round 4: an `AcqRel` count in a guard taken as
                // standing between).
                for arm in &matching.arms {
                    if let Some((_, guard)) = &arm.guard {
                        self.perhaps(guard);
                    }
                }
                self.arms(matching.arms.iter().map(|arm| &*arm.body));
            }
            // The right operand of `&&` and `||` may not run (red team,
            // round 4: an `AcqRel` count behind `&&` taken as standing
            // between a store and a load).
            Expr::Binary(binary) if matches!(binary.op, BinOp::And(_) | BinOp::Or(_)) => {
                self.visit_expr(&binary.left);
                self.perhaps(&binary.right);
            }
            Expr::While(looping) => self.repeated(&looping.body, Some(&looping.cond)),
            Expr::ForLoop(looping) => {
                self.visit_expr(&looping.expr);
                self.repeated(&looping.body, None);
            }
            Expr::Loop(looping) => self.repeated(&looping.body, None),
            Expr::MethodCall(call) => {
                syn::visit::visit_expr_method_call(self, call);
                let leaders_store = call.method == "store" && self.names.is_leader(&call.receiver);
                let atomic = operation(call).filter(|_| !leaders_store);
                if let Some((kind, orders)) = atomic {
                    let kind = match kind {
                        Kind::Modify { commutes, .. } => Kind::Modify {
                            used: !unused,
                            commutes,
                        },
                        other => other,
                    };
                    let hand_off = is_hand_off(&call.method);
                    let memory = if hand_off {
                        Memory::Device
                    } else {
                        self.names.receiver_memory(&call.receiver)
                    };
                    self.push(Event::Atomic(Access {
                        memory,
                        kind,
                        orders,
                        cell: self.names.cell(&call.receiver),
                        unseen: chain(&call.receiver)
                            .0
                            .is_some_and(|root| self.names.written_only.contains(&root)),
                        operation: call.method.to_string(),
                        hand_off,
                        span: call.method.span(),
                        text: format!(
                            "{}.{}(..)",
                            call.receiver.to_token_stream().to_string().replace(' ', ""),
                            call.method
                        ),
                    }));
                }
            }
            Expr::Call(call) if crate::emit::callee(e).is_some() => {
                syn::visit::visit_expr_call(self, call);
                let callee = crate::emit::callee(e).cloned().expect("checked above");
                let shared = self.names.shared_in_all(&call.args);
                self.push(Event::Call {
                    callee,
                    span: e.span(),
                    shared,
                });
            }
            Expr::Closure(_) => {}
            Expr::Return(returned) => {
                self.returned_with_shared_accesses |=
                    self.phase.iter().any(|&id| self.under_phase_rule(id));
                syn::visit::visit_expr_return(self, returned);
            }
            other => syn::visit::visit_expr(self, other),
        }
    }
}
