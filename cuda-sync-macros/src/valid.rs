//! Every check on the subset, all reported in one pass, each on its own tokens.

use syn::{Block, Expr, Lit, Pat, Stmt};

use crate::generics::Generics;
use crate::parse::{Kind, Param};
use crate::sequence::{self, Effect};

/// Collects errors; `finish` merges them into one.
#[derive(Default)]
pub struct Errors(Vec<syn::Error>);

impl Errors {
    pub fn push(&mut self, tokens: impl quote::ToTokens, message: &str) {
        self.0.push(syn::Error::new_spanned(tokens, message));
    }

    pub fn add(&mut self, error: syn::Error) {
        self.0.push(error);
    }

    pub fn finish(self) -> Result<(), syn::Error> {
        let mut errors = self.0.into_iter();
        let Some(mut first) = errors.next() else {
            return Ok(());
        };
        first.extend(errors);
        Err(first)
    }
}

const OUTSIDE: &str = "is outside the cuda-sync kernel subset";

/// Kernel parameters must all be of a kind the launcher can pass.
pub fn kernel_params(params: &[Param], generics: &Generics, errors: &mut Errors) {
    for param in params {
        binding(&param.name, errors);
        launcher_name(&param.name, errors);
        if let Some(len) = &param.len {
            generic_length(len, params, errors);
            launch_names_in_length(len, params, errors);
        }
        if let Some(Kind::Input(t) | Kind::Output(t) | Kind::Global(t) | Kind::Mapped(t)) =
            &param.kind
        {
            if crate::parse::is_uniform(t) {
                errors.push(t, "a buffer holds plain values (`u32`, `f32`, ...), not `Uniform` ones: loaded by different threads, a cell is not the same in all of them");
            } else if is_tile_status(t) && !matches!(param.kind, Some(Kind::Global(_))) {
                errors.push(t, "tile statuses are a `Global<TileStatus<T>>` that only a scan's `tile_statuses` reads and writes (rule F1): as an input or an output they would be loads and stores of flags with no order");
            } else if matches!(param.kind, Some(Kind::Global(_))) && is_narrow_integer(t) {
                errors.push(t, "a `Global` is memory of atomics, and no atomic takes a `u8`, `i8`, `u16` or `i16` (libcu++'s `atomic_ref` has no 1- or 2-byte operations on the GPU; rule E1): count in `u32` or `i32` cells, `Global<u32>`, or hand the narrow values in as `&[T]` and out as `&mut [T]`");
            } else if !spelled_as_the_crate_does(t, generics) {
                errors.push(t, "a buffer's element type is spelled as the language names it: a scalar (`f32`, `u64`, ...), a vector (`F32x4`, `U32x4`, `I32x4`, `F64x2`, `U64x2`, `I64x2`), `TileStatus<T>`, or the kernel's own type parameter; the C++ knows no alias or renamed import (rule N1: it would read a name rustc resolved and the C++ never saw)");
            }
        }
        if param.kind.is_none() {
            errors.push(
                &param.ty,
                "a kernel parameter is `ThisBlock`, `&[T]` (input), `&mut [T]` (output, each thread its own cells), `Output<T, W>` (output of another view: `ByLeader`, `ByLast`, `ByClaim`, `ByPosition<W>`, `ByTile`), `Global<T>` (memory every block touches), `GridBarrier`, `Mapped<T>` (host memory) or a scalar (`u32`, `u64`, `usize`, `i32`, `i64`, `u8`, `i8`, `u16`, `i16`, `f32`, `f64`, `bool`)",
            );
        }
    }
    let contexts = params
        .iter()
        .filter(|p| matches!(p.kind, Some(Kind::Context)))
        .count();
    if contexts > 1 {
        errors.push(&params[1].ty, "a kernel takes `ThisBlock` once");
    }
}

/// The launcher's own parameters, before the kernel's: `launch(runtime,
/// stream, size, ...)`.
const LAUNCHER_PARAMS: &[&str] = &["runtime", "stream", "size"];

/// A kernel parameter is also a parameter of its launcher, which has its own
/// `runtime`, `stream` and `size`.
fn launcher_name(name: &syn::Ident, errors: &mut Errors) {
    if LAUNCHER_PARAMS.iter().any(|p| name == p) {
        errors.push(
            name,
            &format!("the launcher takes `runtime`, `stream` and `size` before the kernel's parameters (`launch(runtime, stream, size, ...)`), so a kernel parameter cannot be named `{name}`: rename it"),
        );
    }
}

/// A length is a `u64` the launcher computes with every scalar argument
/// `as u64`, which a scalar of a generic type has no conversion for.
fn generic_length(len: &Expr, params: &[Param], errors: &mut Errors) {
    let generic_scalar = |ident: &proc_macro2::Ident| {
        params.iter().any(|p| {
            p.name == *ident
                && matches!(&p.kind, Some(Kind::Scalar(t)) if crate::parse::scalar(&t.to_string()).is_none())
        })
    };
    let mut names = Vec::new();
    idents(quote::ToTokens::to_token_stream(len), &mut names);
    if let Some(ident) = names.into_iter().find(generic_scalar) {
        errors.push(
            &ident,
            &format!("a length is a `u64` the launcher computes before the launch, and `{ident}` has a generic type, which `as u64` does not convert: pass the length as a `u64` (or `usize`) parameter"),
        );
    }
}

/// In a `#[len(..)]`, `blocks` and `threads` are the launch's (the grid's
/// blocks, each block's threads), which the launcher computes: a kernel
/// parameter of either name would be another value in the C++, which spells
/// a length by its parameter (red team round 69: `#[len(blocks)]` beside a
/// parameter `blocks` was checked on the host against the grid and used on
/// the device as the parameter, unchecked).
fn launch_names_in_length(len: &Expr, params: &[Param], errors: &mut Errors) {
    let mut names = Vec::new();
    idents(quote::ToTokens::to_token_stream(len), &mut names);
    for name in names {
        let launch = name == "blocks" || name == "threads";
        if launch && params.iter().any(|p| p.name == name) {
            errors.push(
                &name,
                &format!("in a `#[len(..)]`, `blocks` and `threads` are the launch's (the grid's blocks and each block's threads), so a length cannot also name a kernel parameter `{name}`: rename the parameter (`{name}_wanted`)"),
            );
        }
    }
}

/// Every identifier in `tokens`, groups included.
fn idents(tokens: proc_macro2::TokenStream, found: &mut Vec<proc_macro2::Ident>) {
    for token in tokens {
        match token {
            proc_macro2::TokenTree::Ident(ident) => found.push(ident),
            proc_macro2::TokenTree::Group(group) => idents(group.stream(), found),
            _ => {}
        }
    }
}

/// Whether a buffer's element type is `TileStatus<..>`.
fn is_tile_status(t: &syn::Type) -> bool {
    match ungrouped(t) {
        syn::Type::Path(path) => path
            .path
            .segments
            .last()
            .is_some_and(|s| s.ident == "TileStatus"),
        _ => false,
    }
}

/// A type without the groups (`$t:ty` fragments) and parentheses around it.
fn ungrouped(t: &syn::Type) -> &syn::Type {
    match t {
        syn::Type::Group(group) => ungrouped(&group.elem),
        syn::Type::Paren(paren) => ungrouped(&paren.elem),
        other => other,
    }
}

/// Whether a buffer's element type is one the C++ spells the same way: a
/// scalar, a vector (`F32x4`), `TileStatus<E>` of such an element, or a type parameter.
fn spelled_as_the_crate_does(t: &syn::Type, generics: &Generics) -> bool {
    match ungrouped(t) {
        syn::Type::Path(path) if path.qself.is_none() && path.path.segments.len() == 1 => {
            let segment = &path.path.segments[0];
            let name = segment.ident.to_string();
            match &segment.arguments {
                // A C++ type's name has its own, sharper error (`spelled`).
                syn::PathArguments::None => {
                    crate::parse::scalar(&name).is_some()
                        || crate::parse::is_vector(&name)
                        || generics.position(&name).is_some()
                        || crate::spelled::is_cpp_type(&name)
                }
                syn::PathArguments::AngleBracketed(args) if name == "TileStatus" => {
                    matches!(args.args.first(), Some(syn::GenericArgument::Type(inner)) if args.args.len() == 1 && spelled_as_the_crate_does(inner, generics))
                }
                _ => false,
            }
        }
        _ => false,
    }
}

/// The body: every statement and expression must be in the subset.
pub fn block(body: &Block, errors: &mut Errors) {
    for stmt in &body.stmts {
        match stmt {
            Stmt::Local(local) => {
                bindings(&local.pat, errors);
                let one_name = match &local.pat {
                    Pat::Ident(_) => true,
                    Pat::Type(typed) => matches!(&*typed.pat, Pat::Ident(_)),
                    _ => false,
                };
                if let Pat::Type(typed) = &local.pat {
                    if matches!(&*typed.ty, syn::Type::Infer(_)) {
                        errors.push(&typed.ty, "`_` as a `let`'s type: the kernel's C++ has no such type (round 55: NVRTC refused it at the first launch); write the type, or leave it out (`let x = ...;`)");
                    }
                }
                if !one_name {
                    errors.push(
                        &local.pat,
                        "a `let` in a kernel binds one name (`let x = ...;`, `let x: T = ...;`) or a tuple of names and `_` (`let (a, _, mut c) = ...;`)",
                    );
                }
                if let (Pat::Ident(name), Some(init)) = (&local.pat, &local.init) {
                    if is_unsuffixed_number(&init.expr) {
                        errors.push(
                            &init.expr,
                            &format!("a number without a type: rustc infers its type from later uses, but the C++ would make it an `int` or a `double` (rule E1); write the type, `let {}: u64 = ...;`, or a suffix, `0u64`", name.ident),
                        );
                    }
                }
                match &local.init {
                    Some(init) if crate::parse::is_shared_declaration(&init.expr) => {
                        if crate::parse::shared_cells(local).is_none() {
                            errors.push(&local.pat, "shared memory needs its type written out, with its cell count as a number or a const parameter of the kernel: `let tile: Tile<f32, 256> = block.shared();` (the launcher checks the block size against it)");
                        }
                    }
                    Some(init) if init.diverge.is_none() => value(&init.expr, errors),
                    Some(init) => errors.push(
                        &init.expr,
                        "`let ... else` is outside the cuda-sync kernel subset",
                    ),
                    None => errors.push(local, "a `let` in a kernel needs a value: `let x = ...;`"),
                }
            }
            Stmt::Expr(e, _) => expr(e, errors),
            Stmt::Item(item) => errors.push(
                item,
                "items inside a kernel are outside the subset; define them outside the kernel",
            ),
            Stmt::Macro(mac) => errors.push(
                mac,
                "of the macros, a kernel takes `assert!(c)`, `assert_eq!(a, b)`, `assert_ne!(a, b)` and their `debug_` forms, with a string literal as the message or none (the kernel stops and reports the line; the GPU formats nothing); other macros are outside the kernel subset",
            ),
        }
    }
}

/// The attributes on a parameter or inside a body.
///
/// No `#[cfg]` or `#[cfg_attr]`: rustc checks the code a `cfg` leaves, but
/// the C++ is emitted from every token written, so a statement a `cfg` drops
/// would still run on the GPU (red team round 53), and a parameter it drops
/// would still be the C++'s (round 54).
///
/// `#[unroll]` and `#[unroll(N)]` stand on a `for` or `while` loop only,
/// `N` a literal from 1 to 2^31 - 1: the C++'s `#pragma unroll` (N).
pub fn body_attributes(function: &syn::ItemFn, errors: &mut Errors) {
    struct Attributes<'e> {
        errors: &'e mut Errors,
        on_loops: Vec<*const syn::Attribute>,
    }
    impl Attributes<'_> {
        fn on_loop(&mut self, attrs: &[syn::Attribute]) {
            for attr in attrs.iter().filter(|a| a.path().is_ident("unroll")) {
                if let Err(error) = unroll_count(attr) {
                    self.errors.add(error);
                }
                self.on_loops.push(attr);
            }
        }
    }
    impl<'ast> syn::visit::Visit<'ast> for Attributes<'_> {
        fn visit_expr_while(&mut self, looping: &'ast syn::ExprWhile) {
            self.on_loop(&looping.attrs);
            syn::visit::visit_expr_while(self, looping);
        }
        fn visit_expr_for_loop(&mut self, looping: &'ast syn::ExprForLoop) {
            self.on_loop(&looping.attrs);
            syn::visit::visit_expr_for_loop(self, looping);
        }
        fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
            if attr.path().is_ident("cfg") || attr.path().is_ident("cfg_attr") {
                self.errors.push(attr, "`#[cfg]` in a kernel or a device function (its body or its parameters): the GPU's code is emitted from every token as written, so it would keep what rustc compiled out; choose with a `const` (`if DEBUG { ... }`) or with two functions, each under its `#[cfg]`");
            }
            if attr.path().is_ident("unroll") && !self.on_loops.contains(&(attr as *const _)) {
                self.errors.push(attr, "`#[unroll]` stands on a `for` or `while` loop: it asks the C++ compiler to unroll that loop (`#pragma unroll`); put it on the line before the loop");
            }
        }
    }
    let mut attributes = Attributes {
        errors,
        on_loops: Vec::new(),
    };
    function
        .sig
        .inputs
        .iter()
        .for_each(|input| syn::visit::Visit::visit_fn_arg(&mut attributes, input));
    syn::visit::Visit::visit_block(&mut attributes, &function.block);
}

/// The count of an `#[unroll]` (`None`: unroll fully) or of an
/// `#[unroll(N)]`, a literal from 1 to 2^31 - 1.
pub fn unroll_count(attr: &syn::Attribute) -> syn::Result<Option<u32>> {
    let wrong = || {
        syn::Error::new_spanned(
            attr,
            "`#[unroll]` unrolls a loop fully, `#[unroll(N)]` by N, a literal from 1 to 2^31 - 1 (`#[unroll(4)]`)",
        )
    };
    match &attr.meta {
        syn::Meta::Path(_) => Ok(None),
        syn::Meta::List(list) => {
            let count: syn::LitInt = list.parse_args().map_err(|_| wrong())?;
            match count.base10_parse::<u32>() {
                Ok(n) if (1..=i32::MAX as u32).contains(&n) && count.suffix().is_empty() => {
                    Ok(Some(n))
                }
                _ => Err(wrong()),
            }
        }
        syn::Meta::NameValue(_) => Err(wrong()),
    }
}

const RESERVED: &str = "names with `__` in them belong to the cuda-sync macros (and the C++ they emit); a kernel cannot use them";

fn name(path: &syn::Path, errors: &mut Errors) {
    for segment in &path.segments {
        binding(&segment.ident, errors);
    }
}

/// A name the kernel binds or uses: never one with `__` in it, nor a raw one
/// (`r#x`), nor one outside ASCII (`café`), which the C++ cannot spell.
pub fn binding(ident: &syn::Ident, errors: &mut Errors) {
    let name = ident.to_string();
    if name.contains("__") {
        errors.push(ident, RESERVED);
    } else if name.starts_with("r#") {
        errors.push(ident, "a raw identifier (`r#name`) is outside the kernel subset: the C++ has no such spelling; rename it");
    } else {
        ascii(ident, errors);
    }
}

/// A name the C++ spells as it is: in ASCII. Rust takes `café`; NVRTC reads
/// identifiers in ASCII only, and would refuse the kernel at its first
/// launch (red team round 78).
fn ascii(ident: &syn::Ident, errors: &mut Errors) {
    let name = ident.to_string();
    if !name.is_ascii() {
        errors.push(ident, &format!("`{name}` has a letter outside ASCII: the kernel's C++ spells each name as it is, and NVRTC reads names in ASCII only; rename it"));
    }
}

/// The file the function is in, as `file!()` names it in the C++'s `#line`
/// directives: a quote, a backslash or a control character would end the
/// directive's string and let the rest of the path be C++ (rule E1).
pub fn file_name(name: &syn::Ident, errors: &mut Errors) {
    let file = proc_macro2::Span::call_site().file();
    if file
        .chars()
        .any(|c| c == '"' || c == '\\' || c.is_control())
    {
        errors.push(
            name,
            &format!("the path of this file, {file:?}, holds a quote, a backslash or a control character, which the `#line` directives of the kernel's C++ cannot hold: rename the file"),
        );
    }
}

/// A shared-memory size that is a name is a const parameter of the kernel
/// (sized at launch, placed in dynamic shared memory); a device function,
/// which has none, sizes its tiles with numbers.
pub fn shared_sizes(body: &Block, generics: &Generics, errors: &mut Errors) {
    struct Sizes<'a>(&'a Generics, &'a mut Errors);
    impl<'ast> syn::visit::Visit<'ast> for Sizes<'_> {
        fn visit_local(&mut self, local: &'ast syn::Local) {
            if let Some((_, crate::parse::Cells::Param(name))) = crate::parse::shared_cells(local) {
                let constant = self.0 .0.iter().any(|g| g.is_const && g.ident == name);
                if !constant {
                    self.1.push(&name, "shared memory is sized by a number (`Tile<f32, 256>`) or by a const parameter of the kernel (`Tile<f32, N>`, sized at launch: `launch::<4096>(..)`), which a device function does not have; the C++ sizes it from one of those two");
                }
            }
            syn::visit::visit_local(self, local);
        }
    }
    syn::visit::Visit::visit_block(&mut Sizes(generics, errors), body);
}

/// A name the kernel's C++ keeps as it is (a kernel's, a struct
/// argument's): never one of the macros a launch shape defines
/// (`CUDA_SYNC_FLAT_GRID`), which would erase it in that shape's C++.
pub fn item_name(ident: &syn::Ident, errors: &mut Errors) {
    if is_shape_macro(&ident.to_string()) {
        errors.push(ident, "names that start with `CUDA_SYNC` belong to the C++ of cuda-sync (the macros a launch shape defines); rename it");
    }
    ascii(ident, errors);
}

/// Whether `name` is spelled as the shape macros are (`CUDA_SYNC_BLOCK_X`).
fn is_shape_macro(name: &str) -> bool {
    name.to_ascii_uppercase().starts_with("CUDA_SYNC")
}

/// A kernel is checked inside a module of its name (`kernel_module`), where
/// `super::` names the module the kernel is in, not the one above it: a
/// `super::Idx` cast or a `super::helper(..)` call would be another item in
/// the check and the C++ than in the text (red team round 71). Paths from
/// the crate (`crate::`) or a `use` at the module's level mean the same in
/// both places.
pub fn no_super_paths(function: &syn::ItemFn, errors: &mut Errors) {
    struct Supers<'a>(&'a mut Errors);
    impl<'ast> syn::visit::Visit<'ast> for Supers<'_> {
        fn visit_path(&mut self, path: &'ast syn::Path) {
            if let Some(first) = path.segments.first().filter(|s| s.ident == "super") {
                self.0.push(&first.ident, "a kernel is checked inside a module of its own name, where `super::` would name the module the kernel is in: write the path from the crate (`crate::a::helper`), or `use` the item at the module's level");
            }
            syn::visit::visit_path(self, path);
        }
    }
    syn::visit::Visit::visit_item_fn(&mut Supers(errors), function);
}

/// The items the macro puts in a kernel's module, beside its check: `launch`,
/// the `compiles_in_nvrtc` test, and `SOURCE`, or for a generic kernel
/// `source` and `Instance`.
fn generated_items(generic: bool) -> &'static [&'static str] {
    if generic {
        &["launch", "compiles_in_nvrtc", "source", "Instance"]
    } else {
        &["launch", "compiles_in_nvrtc", "SOURCE"]
    }
}

/// The body is checked inside the kernel's module, where a name of
/// `generated_items` is the kernel's own item before any of the user's of
/// that name (a `const SOURCE` or a device function `launch` read as the
/// kernel's source or launcher, with an error about either): such a name is
/// refused unless the kernel binds it itself.
pub fn no_generated_names(function: &syn::ItemFn, generic: bool, errors: &mut Errors) {
    struct Generated<'a> {
        items: &'static [&'static str],
        bound: std::collections::HashSet<String>,
        errors: &'a mut Errors,
    }
    impl<'ast> syn::visit::Visit<'ast> for Generated<'_> {
        fn visit_path(&mut self, path: &'ast syn::Path) {
            if let Some(name) = path.get_ident().filter(|name| {
                let name = name.to_string();
                self.items.contains(&name.as_str()) && !self.bound.contains(&name)
            }) {
                self.errors.push(name, &format!("`{name}` here would be the kernel's own `{name}`, not yours: the macro checks the body inside the kernel's module, where it puts `launch`, `compiles_in_nvrtc` and the kernel's source; rename your item"));
            }
            syn::visit::visit_path(self, path);
        }
    }
    let items = generated_items(generic);
    let bound = crate::parse::bound_names(&function.sig.inputs, &function.block);
    syn::visit::Visit::visit_item_fn(
        &mut Generated {
            items,
            bound,
            errors,
        },
        function,
    );
}

/// A kernel's name is its C++ function's, in the global namespace of its
/// translation unit, unless it is generic (each instance is `name__f32`):
/// never a name that is something else there ([`clash`]).
pub fn kernel_name(ident: &syn::Ident, generic: bool, errors: &mut Errors) {
    item_name(ident, errors);
    let name = ident.to_string();
    if let Some(clash) = clash(&name).filter(|_| !generic && !is_shape_macro(&name)) {
        errors.push(ident, &format!("a kernel is a C++ function of its own name, in the global namespace of its C++, where `{name}` {clash}; rename the kernel"));
    }
}

/// What a kernel's C++ function named `name` would clash with: a function or
/// type of the shim (`plain`, whose calls it would take over; `Uniform`),
/// one of CUDA's names (`max`, `sqrtf`, `double`, `cudaStream_t`), a name C++
/// reserves (`_Pragma`) or a macro's (`NULL`).
fn clash(name: &str) -> Option<&'static str> {
    let runtime_api = name
        .strip_prefix("cuda")
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_uppercase()));
    if crate::parse::is_shim_function(name) || crate::parse::is_shim_type(name) {
        Some("names a function or type of cuda-sync's shim, which the kernel would hide or clash with")
    } else if is_declared_by_cuda(name) || crate::spelled::is_cpp_type(name) {
        Some("is already a name of CUDA or C++ there (a math function, keyword, type, built-in, or `main`), and NVRTC refuses the clash")
    } else if runtime_api {
        Some("is spelled as CUDA's runtime names its items (`cuda` and a capital letter: `cudaSuccess`), many of them declared there")
    } else if name.starts_with('_') {
        Some("starts with `_`, which C++ reserves there (`_Pragma` is an operator)")
    } else if !name.chars().any(|c| c.is_ascii_lowercase()) {
        Some("has no lower-case letter, as the preprocessor's macros are spelled (`NULL`, `INT_MAX`), one of which would replace it")
    } else {
        None
    }
}

/// Whether CUDA declares `name` in the global namespace of a kernel's C++
/// (`cuda_names.txt`).
fn is_declared_by_cuda(name: &str) -> bool {
    include_str!("cuda_names.txt")
        .lines()
        .any(|line| line == name)
}

/// The names a pattern binds.
fn bindings(pat: &Pat, errors: &mut Errors) {
    match pat {
        Pat::Ident(ident) => {
            binding(&ident.ident, errors);
            if let Some(by_ref) = &ident.by_ref {
                errors.push(by_ref, "a `ref` binding is a reference in disguise: the kernel's C++ binds the value, while rustc would look a method up on the reference first, where a trait of your own could answer with other rules (rule N1); bind the value: `let x = ...;`");
            }
            if let Some((at, _)) = &ident.subpat {
                // `a @ b` binds two names; the C++ would know only `a` (rule N1).
                errors.push(at, "a pattern binds one name in a kernel: `x @ y` binds two, and the C++ would know only the first (rule N1); write two `let`s");
            }
        }
        Pat::Type(typed) => {
            bindings(&typed.pat, errors);
            written_type(&typed.ty, errors);
        }
        Pat::TupleStruct(tuple) => tuple.elems.iter().for_each(|p| bindings(p, errors)),
        _ => {}
    }
}

/// A call's argument: a value, or a reference to one (`&statuses`).
fn argument(arg: &Expr, errors: &mut Errors) {
    match arg {
        Expr::Reference(reference) => value(&reference.expr, errors),
        other => value(other, errors),
    }
}

/// A type a binding or a device function names reaches the C++ as it is
/// spelled: a macro in it (`let x: ty!() = ..`) would reach it unexpanded,
/// and an array's length is one the C++ reads as a constant.
pub fn written_type(ty: &syn::Type, errors: &mut Errors) {
    struct Written<'a>(&'a mut Errors);
    impl<'ast> syn::visit::Visit<'ast> for Written<'_> {
        fn visit_type_macro(&mut self, found: &'ast syn::TypeMacro) {
            self.0.push(found, "a macro in a type: the kernel's C++ is emitted from the type as it is written, before the macro is expanded; write the type (or make the macro write the whole `let`)");
        }
        fn visit_type_array(&mut self, array: &'ast syn::TypeArray) {
            array_length(&array.len, self.0);
            syn::visit::visit_type_array(self, array);
        }
    }
    syn::visit::Visit::visit_type(&mut Written(errors), ty);
}

/// A float without its suffix stands where rustc types it by the other
/// operand: beside a value in arithmetic or a comparison (`x * 0.5`), or as
/// the value assigned to a place (`s = 1.5`, `s *= 0.5`). The C++ holds both
/// of rustc's roundings (`UntypedFloat`) and takes the other operand's type.
/// Anywhere else (a call's argument, a `let` without a type, a method's
/// operand) rustc may type it from a use the C++ does not see.
pub fn untyped_floats(body: &Block, errors: &mut Errors) {
    struct Floats<'e> {
        typed_by_operand: std::collections::HashSet<*const syn::ExprLit>,
        errors: &'e mut Errors,
    }
    impl Floats<'_> {
        fn typed_by(&mut self, e: &Expr, other: Option<&Expr>) {
            let beside_value = other.is_none_or(|other| !is_literal_only(other));
            if let (Some(lit), true) = (crate::emit::untyped_float(e), beside_value) {
                self.typed_by_operand.insert(lit as *const syn::ExprLit);
            }
        }
        /// A literal another rule refuses with its own message.
        fn refused_elsewhere(&mut self, e: &Expr) {
            if let Expr::Lit(lit) = e {
                self.typed_by_operand.insert(lit as *const syn::ExprLit);
            }
        }
    }
    impl<'ast> syn::visit::Visit<'ast> for Floats<'_> {
        fn visit_expr_binary(&mut self, binary: &'ast syn::ExprBinary) {
            let typed = crate::math::is_comparison(&binary.op)
                || matches!(
                    binary.op,
                    syn::BinOp::Add(_)
                        | syn::BinOp::Sub(_)
                        | syn::BinOp::Mul(_)
                        | syn::BinOp::Div(_)
                        | syn::BinOp::Rem(_)
                        | syn::BinOp::AddAssign(_)
                        | syn::BinOp::SubAssign(_)
                        | syn::BinOp::MulAssign(_)
                        | syn::BinOp::DivAssign(_)
                        | syn::BinOp::RemAssign(_)
                );
            if typed {
                self.typed_by(&binary.left, Some(&binary.right));
                self.typed_by(&binary.right, Some(&binary.left));
            }
            syn::visit::visit_expr_binary(self, binary);
        }
        fn visit_expr_assign(&mut self, assign: &'ast syn::ExprAssign) {
            self.typed_by(&assign.right, None);
            syn::visit::visit_expr_assign(self, assign);
        }
        fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
            // Beside the receiver of a method whose operands are all its
            // type, a float takes that type (`x.clamp(-0.5, 0.5)`).
            if crate::math::takes_self_operands(&call.method) {
                call.args
                    .iter()
                    .for_each(|arg| self.typed_by(arg, Some(&call.receiver)));
            }
            call.args.iter().for_each(|arg| self.refused_elsewhere(arg));
            syn::visit::visit_expr_method_call(self, call);
        }
        fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
            call.args.iter().for_each(|arg| self.refused_elsewhere(arg));
            syn::visit::visit_expr_call(self, call);
        }
        fn visit_expr_array(&mut self, array: &'ast syn::ExprArray) {
            array
                .elems
                .iter()
                .for_each(|cell| self.refused_elsewhere(cell));
            syn::visit::visit_expr_array(self, array);
        }
        fn visit_expr_tuple(&mut self, tuple: &'ast syn::ExprTuple) {
            tuple
                .elems
                .iter()
                .for_each(|cell| self.refused_elsewhere(cell));
            syn::visit::visit_expr_tuple(self, tuple);
        }
        fn visit_local(&mut self, local: &'ast syn::Local) {
            if let Some(init) = &local.init {
                self.refused_elsewhere(&init.expr);
            }
            syn::visit::visit_local(self, local);
        }
        fn visit_expr_lit(&mut self, lit: &'ast syn::ExprLit) {
            let untyped = matches!(&lit.lit, Lit::Float(float) if float.suffix().is_empty());
            if untyped
                && !self
                    .typed_by_operand
                    .contains(&(lit as *const syn::ExprLit))
            {
                self.errors.push(lit, "a float without its type where the C++ cannot tell which: rustc types it from where it is used, and C++ would make it a `double` (an `f32` computed in double precision, rounded otherwise); beside a value in arithmetic or a comparison (`x * 0.5`) or assigned (`s = 1.5`) it takes the other's type, elsewhere write `0.5f32` or `0.5f64`");
            }
        }
    }
    syn::visit::Visit::visit_block(
        &mut Floats {
            typed_by_operand: Default::default(),
            errors,
        },
        body,
    );
}

/// An array's length: a number or a constant by name, which the C++ holds
/// as a constant (an expression there may not be one: `TAPS as usize`).
fn array_length(len: &Expr, errors: &mut Errors) {
    let named =
        matches!(len, Expr::Path(path) if path.qself.is_none() && path.path.get_ident().is_some());
    if !named && !matches!(len, Expr::Lit(_)) {
        errors.push(len, "an array's length is a number (`[0.0f32; 4]`) or a constant by name (`TAPS`, a const parameter): the C++ takes it as a constant, and an expression there is not always one; name it with a `const` item");
    }
}

fn expr(e: &Expr, errors: &mut Errors) {
    sequenced_operands(e, errors);
    match e {
        Expr::Lit(lit) => {
            if !matches!(lit.lit, Lit::Int(_) | Lit::Float(_) | Lit::Bool(_) | Lit::Byte(_)) {
                errors.push(lit, "only number, byte (`b'0'`) and `bool` literals are in the kernel subset");
            }
            let wide = matches!(&lit.lit, Lit::Int(int) if int.suffix().is_empty()
                && int.base10_parse::<u64>().map_or(true, |v| v > i32::MAX as u64));
            if wide {
                errors.push(lit, "a number past `i32::MAX` without its type: C++ gives it a 64-bit type where rustc may give it 32 bits (`x * 3000000000` with `x: u32` wraps in Rust, not in C++); write the suffix, `3000000000u32`");
            }
            if let Lit::Int(int) = &lit.lit {
                integer_suffix(int, errors);
            }
        }
        Expr::Path(path) => {
            // Whose constant it is, `generics::Generics::constants` checks.
            let constant = crate::math::is_constant_name(&path.path)
                || crate::math::is_float_constant_path(&path.path);
            if path.qself.is_some() || (path.path.segments.len() > 1 && !constant) {
                errors.push(path, "paths other than the language's constants of a scalar type (`MAX`, `MIN`, `BITS`, `EPSILON`, `INFINITY`, `NEG_INFINITY`, `NAN`, `MIN_POSITIVE`, `ZERO`, `ONE`: `u32::MAX`, `f32::INFINITY`, `T::ZERO`) and `core::f32::consts` are outside the kernel subset; bring a `const` into scope and use its name (`use modes::ADD;`, then `ADD`), write the value (`f32::MANTISSA_DIGITS` is `24u32`), or pass it as a kernel argument");
            }
            name(&path.path, errors);
        }
        Expr::Binary(binary) => {
            if crate::emit::is_compound(&binary.op) {
                place(&binary.left, &binary.right, errors);
            }
            value(&binary.left, errors);
            value(&binary.right, errors);
            if is_literal_only(&binary.left) && is_literal_only(&binary.right) {
                let unsuffixed = [&binary.left, &binary.right].into_iter().find(|side| has_unsuffixed_number(side));
                if let Some(side) = unsuffixed {
                    errors.push(side, "arithmetic on numbers without a type: rustc gives them the type the result needs, C++ computes in `int` (`65536 * 65536` and `1 << 40` overflow); write the suffix, `65536u64`");
                }
            } else if matches!(binary.op, syn::BinOp::Shl(_) | syn::BinOp::Shr(_)) && is_literal_only(&binary.left) && has_unsuffixed_number(&binary.left) {
                errors.push(&binary.left, "a shifted number without a type: rustc gives it the type the result needs, while C++ shifts in the left operand's type alone, `int` (`let m: u64 = 1 << k;` is 0 on the GPU for `k >= 32`); write the suffix, `1u64 << k`");
            }
        }
        Expr::Unary(unary) => {
            if matches!(unary.op, syn::UnOp::Deref(_)) {
                errors.push(unary, "`*` is outside the kernel subset; uniform values give their value with `.get()`");
            }
            // `-2147483648i32` is `i32::MIN` to rustc, whose literal is the
            // negation's operand (the C++ writes the minimum itself).
            if crate::emit::signed_minimum(e).is_none() {
                value(&unary.expr, errors);
            }
        }
        Expr::Paren(paren) => value(&paren.expr, errors),
        Expr::Reference(reference) => {
            errors.push(reference, "a reference is an argument in a kernel (`draw_tile(&statuses)`, `helper(&scan)`), never a value of its own: the kernel's C++ drops the `&`, while rustc would look a later method up on the reference first, where a trait of your own could answer with other rules (rule N1)");
            value(&reference.expr, errors);
        }
        Expr::Cast(cast) => value(&cast.expr, errors),
        Expr::Array(array) => {
            if array.elems.is_empty() {
                errors.push(array, EMPTY_ARRAY);
            }
            array.elems.iter().for_each(|cell| array_cell(cell, errors));
        }
        Expr::Repeat(repeat) => {
            array_cell(&repeat.expr, errors);
            array_length(&repeat.len, errors);
            value(&repeat.len, errors);
            if matches!(&*repeat.len, Expr::Lit(syn::ExprLit { lit: Lit::Int(int), .. }) if int.base10_digits() == "0") {
                errors.push(&repeat.len, EMPTY_ARRAY);
            }
        }
        Expr::Index(index) => {
            value(&index.expr, errors);
            value(&index.index, errors);
        }
        Expr::Field(field) => {
            if let syn::Member::Named(member) = &field.member {
                binding(member, errors);
            }
            value(&field.base, errors);
        }
        Expr::Tuple(tuple) => {
            if tuple.elems.is_empty() {
                errors.push(tuple, "`()` is not a value in a kernel: a statement or a function without a result has none");
            }
            for cell in &tuple.elems {
                value(cell, errors);
                if is_unsuffixed_number(cell) {
                    errors.push(cell, "a number without a type in a tuple: rustc infers its type from later uses, but the C++ would make it an `int` or a `double` (rule E1); write its suffix, `(0u32, 1.0f32)`");
                }
            }
        }
        Expr::Assign(assign) => {
            place(&assign.left, &assign.right, errors);
            value(&assign.left, errors);
            value(&assign.right, errors);
        }
        Expr::MethodCall(call) => {
            binding(&call.method, errors);
            chained_after_a_tile_write(call, errors);
            if let Some(turbofish) = &call.turbofish {
                turbofish.args.iter().for_each(|arg| constant_argument(arg, errors));
            }
            constants_spelled(call, errors);
            // A device function has the same methods, so the fix is a spelling
            // with the language's methods, never a device function.
            let spelling = crate::math::spelled_otherwise(&call.method).map_or_else(
                || "write it with the language's methods (`sqrt`, `exp`, `ln`, `min`, `clamp`, `mul_add`, `wrapping_add`, `leading_zeros`, ... listed in `cuda_sync::language`)".to_string(),
                |spelling| format!("write {spelling}"),
            );
            if crate::math::is_rust_only(&call.method) {
                errors.push(&call.method, &format!("`{}` is a method of Rust's scalar types (or of a trait they have) that the kernel language does not have: the kernel's CUDA C++ has no such function, and NVRTC would refuse it only at the first launch; {spelling}", call.method));
            } else if mutates_its_receiver(&call.method) {
                errors.push(&call.method, "a method that changes a variable in place is outside the subset: write the assignment (`x = y;`, `x += y;`), so that the rule for assignments in branches sees it (rule U1)");
            } else if !crate::math::is_method(&call.method) && !crate::parse::is_kernel_method(&call.method) {
                errors.push(&call.method, &format!("`{}` is not a method of the kernel language: a kernel calls the methods of cuda-sync's kernel types and the scalar methods listed in `cuda_sync::language`, so that the method rustc checks is the one the GPU runs (a trait of your own could give a crate type a method that only the C++ has, rule N1); {spelling}", call.method));
            }
            if crate::parse::is_shared_declaration(e) {
                errors.push(e, "declare shared memory in its own `let`: `let tile: Shared<f32, 256> = block.shared();`");
            }
            // A number beside the receiver of a method whose operands are
            // all the receiver's type takes that type (`rounds.min(8)`,
            // `x.max(0.1)`), in the C++ as rustc gives it (`lifted` casts it
            // to the receiver's type; a float is an `UntypedFloat`, which
            // holds both of rustc's roundings of its digits, so `0.1` is
            // rustc's `0.1f32` and not the `f32` nearest C++'s `0.1` double;
            // red team, Rust's meaning round 4: `x.max(0.1)` was refused
            // where `f32::max(0.1, x)` was taken).
            let typed_by_receiver = |e: &Expr| {
                let self_operands = crate::math::takes_self_operands(&call.method);
                let integer = is_integer_literal(e)
                    && (self_operands || crate::math::amount_type(&call.method).is_some());
                integer || (self_operands && crate::emit::untyped_float(e).is_some())
            };
            let args = call.args.iter().filter(|e| !typed_by_receiver(e));
            for number in std::iter::once(&*call.receiver).chain(args).filter(|e| is_unsuffixed_number(e)) {
                errors.push(number, "a number without a type in a method call: rustc infers its type from the method, but the C++ makes it an `int` or a `double`, and a generic method or function follows it (`2.pow(40u32)` is 0 in an `int`, `reduce_sum(3000000)` overflows); write its suffix, `2u64`, `0.5f32`");
            }
            value(&call.receiver, errors);
            call.args.iter().for_each(|arg| argument(arg, errors));
        }
        Expr::Call(call) => {
            match &*call.func {
                func if crate::math::type_function(func).is_some() => {}
                Expr::Path(path) if is_scalar_method_path(&path.path) => {
                    let function = &path.path.segments.last().expect("a function").ident;
                    let spelling = crate::math::spelled_otherwise(function).map(|s| format!("; for `{function}`, write {s}")).unwrap_or_default();
                    errors.push(path, &format!("this function by a scalar type's path is not the kernel language's: by a type's path, the language has its scalar methods (`f32::max(a, b)`, listed in `cuda_sync::language`), `f32::from_bits`, `f64::from_bits`, `u64::from` (and the other lossless `From`s between scalars) and a vector's `splat`, `F32x4::splat(x)`{spelling}"));
                }
                Expr::Path(path) if path.qself.is_none() && path.path.segments.iter().all(|s| s.arguments.is_none()) => name(&path.path, errors),
                other => errors.push(other, "a kernel calls `#[device]` functions by name or path (`helper(x)`, `util::helper(x)`), a generic one without `::<..>` (C++ deduces its types from the arguments, as rustc infers them); other calls are outside the subset"),
            }
            call.args.iter().for_each(|arg| argument(arg, errors));
            for arg in call.args.iter().filter(|arg| is_unsuffixed_number(arg)) {
                errors.push(arg, "a number passed to a device function without a type: rustc infers its type from the parameter, C++ makes it an `int` or a `double` (and a generic function's type follows it, rule G1); write its suffix, `5u64`, `0.5f32`");
            }
        }
        Expr::Block(inner) => block(&inner.block, errors),
        Expr::If(branch) => {
            condition(&branch.cond, errors);
            block(&branch.then_branch, errors);
            if let Some((_, otherwise)) = &branch.else_branch {
                expr(otherwise, errors);
            }
        }
        Expr::While(looping) => {
            value(&looping.cond, errors);
            block(&looping.body, errors);
            no_shared_declarations(&looping.body, errors);
        }
        Expr::ForLoop(looping) => {
            bindings(&looping.pat, errors);
            if !matches!(&*looping.pat, Pat::Ident(_)) {
                errors.push(&looping.pat, "a `for` loop in a kernel binds one name, or none: `for i in start..end`, `for _ in start..end`");
            }
            match &*looping.expr {
                looped if crate::parse::loop_range(looped).is_some() => {
                    let (range, walk) = crate::parse::loop_range(looped).expect("a range");
                    sequenced_operands(&Expr::Range(range.clone()), errors);
                    value(range.start.as_ref().unwrap(), errors);
                    value(range.end.as_ref().unwrap(), errors);
                    // A step without a suffix is a `usize` to rustc and the
                    // C++ alike (the shim takes it as one).
                    if let crate::parse::Walk::Stepped(step) = walk {
                        value(step, errors);
                    }
                }
                Expr::MethodCall(call) if (call.method == "grid_stride" || call.method == "block_stride") && call.args.len() == 1 => {
                    value(&call.receiver, errors);
                    value(&call.args[0], errors);
                }
                // A thread's own array, by value (rustc finds it is one).
                array @ (Expr::Path(_) | Expr::Array(_) | Expr::Repeat(_)) => value(array, errors),
                other => errors.push(other, "a `for` loop in a kernel runs over `start..end`, `start..=end`, either `.rev()` or `.step_by(k)`, `block.grid_stride(n)`, `block.block_stride(n)` or a thread's own array by value (`for w in weights`)"),
            }
            block(&looping.body, errors);
            no_shared_declarations(&looping.body, errors);
        }
        Expr::Break(b) if b.label.is_none() && b.expr.is_none() => {}
        Expr::Continue(c) if c.label.is_none() => {}
        Expr::Return(r) if r.expr.is_none() => {}
        Expr::Return(r) => {
            if let Some(value) = &r.expr {
                self::value(value, errors)
            }
        }
        other => errors.push(
            other,
            &format!("{} {OUTSIDE}; kernels use `let`, arithmetic, comparisons, `as`, indexing, method calls, `#[device]` calls, `if`, `while`, `loop`, `match` on an integer, `for i in a..b` (or `a..=b`, `.rev()`, `.step_by(k)`), `break`, `continue` and `return`", construct(other)),
        ),
    }
}

/// Whether `path` names a scalar type's method (`u32::clamp`, `f32::sqrt`)
/// or a type parameter's `from_bits` (`T::from_bits`), which a call would
/// reach as a device function's path.
fn is_scalar_method_path(path: &syn::Path) -> bool {
    let segments: Vec<&syn::PathSegment> = path.segments.iter().collect();
    let [ty, function] = segments[..] else {
        return false;
    };
    crate::parse::scalar(&ty.ident.to_string()).is_some() || function.ident == "from_bits"
}

/// The place an assignment (`=`, `+=`, ..) stores `right` to: a variable, an
/// array's or an output's cell; never a struct argument's field, a tuple's
/// cell, or a tuple of places but as a statement (`sugar::tuple_assignment`).
fn place(left: &Expr, right: &Expr, errors: &mut Errors) {
    match crate::math::unparenthesized(left) {
        Expr::Field(field) if matches!(field.member, syn::Member::Named(_)) => errors.push(left, "a struct argument is read-only in a kernel: it is the same in every thread, as the launch passed it; copy the field to a variable (`let mut s = params.scale.get();`) and change that"),
        Expr::Field(_) => errors.push(left, "a tuple's cell is assigned as a whole tuple in a kernel: `t = (a, t.1);`, or bind its cells with `let (a, b) = t;`"),
        Expr::Tuple(_) => errors.push(left, "an assignment to a tuple of places is a statement of its own in a kernel (`(a, b) = (b, a);`), not a value: end it with `;`"),
        Expr::Index(place) => index_beside_value(&place.index, right, errors),
        _ => {}
    }
}

/// An expression whose value is used: an `if` with an `else` and a block
/// are values, as in Rust; a loop has none in the subset.
fn value(e: &Expr, errors: &mut Errors) {
    match e {
        Expr::If(branch) => value_if(branch, errors),
        Expr::Block(inner) => value_block(&inner.block, errors),
        Expr::While(_) | Expr::ForLoop(_) => errors.push(
            e,
            "a loop has no value in a kernel or device function; write `let mut v = ...;`, assign it in the loop and use `v` after it",
        ),
        Expr::Return(_) | Expr::Break(_) | Expr::Continue(_) => errors.push(
            e,
            "`return`, `break` and `continue` are statements in a kernel, not values (the C++ has no value for them: `f(return)` would not compile); write them on their own, `if c { return; }`",
        ),
        other => expr(other, errors),
    }
}

/// `if c { a } else { b }` as a value: each branch a value, and an `else`
/// (without one the value would be `()`).
fn value_if(branch: &syn::ExprIf, errors: &mut Errors) {
    if matches!(&*branch.cond, Expr::Let(_)) {
        errors.push(&branch.cond, "`if let` as a value is outside the subset: write `let mut v = ...;` and assign it in the branch, `if let Some(x) = q { v = x; }`");
    }
    value(&branch.cond, errors);
    value_block(&branch.then_branch, errors);
    match branch.else_branch.as_ref().map(|(_, e)| &**e) {
        Some(otherwise) => value(otherwise, errors),
        None => errors.push(branch, "an `if` without an `else` has no value (it would be `()`): add the `else` branch's value, `if c { a } else { b }`"),
    }
}

/// A block as a value: its statements, then the value it ends with. It runs
/// as a function of its own in the C++ (a lambda called where it stands), so
/// nothing in it leaves it: no `return`, and no `break` or `continue` of a
/// loop around it.
fn value_block(body: &Block, errors: &mut Errors) {
    match body.stmts.split_last() {
        Some((Stmt::Expr(tail, None), init)) => {
            let init = Block {
                brace_token: body.brace_token,
                stmts: init.to_vec(),
            };
            block(&init, errors);
            leaves_nothing(&init, errors);
            value(tail, errors);
            // Red team (if values): `let m = if c { 5 } else { 7 };` was a
            // `u64` to rustc, from a later use, and an `int` in the C++.
            if is_unsuffixed_number(tail) {
                errors.push(tail, "a number without a type as the value of a branch or a block: rustc infers its type from later uses, but the C++ would make it an `int` or a `double` (rule E1); write its suffix (`5u64`), or the `let`'s type (`let m: u64 = if c { 5 } else { 7 };`)");
            }
        }
        _ => {
            block(body, errors);
            leaves_nothing(body, errors);
            errors.add(syn::Error::new(body.brace_token.span.join(), "a block used as a value ends with its value, an expression without `;` (`{ let t = a * b; t + c }`); with nothing there its value would be `()`"));
        }
    }
    no_shared_declarations(body, errors);
    assigns_only_its_own(body, errors);
}

/// A block used as a value assigns only the variables it declares: among
/// other operands (`acc[k] += { k += 1u32; 2u32 }`), C++ may evaluate it
/// before or after them, where Rust has one order (red team round 2: the
/// GPU indexed with the old `k`, Rust with the new one).
fn assigns_only_its_own(body: &Block, errors: &mut Errors) {
    let own = crate::parse::bound_names(&syn::punctuated::Punctuated::new(), body);
    crate::emit::visit_exprs(body, &mut |e| {
        let target = match e {
            Expr::Assign(assign) => &*assign.left,
            Expr::Binary(binary) if crate::emit::is_compound(&binary.op) => &*binary.left,
            _ => return,
        };
        let Some(name) = assigned_variable(target) else {
            return;
        };
        if !own.contains(&name.to_string()) {
            errors.push(target, &format!("a block used as a value (an `if`'s branch, `{{ .. }}`) assigns `{name}`, declared outside it: beside the other operands of its expression, the C++ may run it before or after them, where Rust has one order (rule E1); assign before the expression, or after it"));
        }
    });
}

/// The variable an assignment's place belongs to: `x`, `a[i]`, `t.0`.
fn assigned_variable(place: &Expr) -> Option<&syn::Ident> {
    match crate::math::unparenthesized(place) {
        Expr::Path(path) => path.path.get_ident(),
        Expr::Index(index) => assigned_variable(&index.expr),
        Expr::Field(field) => assigned_variable(&field.base),
        _ => None,
    }
}

/// `return`, and `break` or `continue` outside the loops of `body`, are
/// refused in the statements of a block used as a value (its value is
/// `value`'s to check).
fn leaves_nothing(body: &Block, errors: &mut Errors) {
    struct Exits<'e> {
        loops: usize,
        errors: &'e mut Errors,
    }
    impl<'ast> syn::visit::Visit<'ast> for Exits<'_> {
        fn visit_expr(&mut self, e: &'ast Expr) {
            match e {
                Expr::While(_) | Expr::ForLoop(_) | Expr::Loop(_) => {
                    self.loops += 1;
                    syn::visit::visit_expr(self, e);
                    self.loops -= 1;
                }
                Expr::Return(_) => self.errors.push(e, "`return` in a block used as a value (an `if`'s branch, `{ .. }`): the block's value is computed where it stands; return after it, `let v = if c { a } else { b }; if done { return; }`"),
                Expr::Break(_) | Expr::Continue(_) if self.loops == 0 => self.errors.push(e, "`break` or `continue` in a block used as a value leaves a loop around it, which the subset does not take: compute the value, then leave, `let v = if c { a } else { b }; if done { break; }`"),
                _ => syn::visit::visit_expr(self, e),
            }
        }
    }
    syn::visit::Visit::visit_block(&mut Exits { loops: 0, errors }, body);
}

fn condition(cond: &Expr, errors: &mut Errors) {
    match cond {
        Expr::Let(binding) => {
            bindings(&binding.pat, errors);
            let is_some = matches!(&*binding.pat, Pat::TupleStruct(t) if t.path.is_ident("Some") && t.elems.len() == 1 && matches!(t.elems[0], Pat::Ident(_)));
            if !is_some {
                errors.push(
                    &binding.pat,
                    "`if let` in a kernel takes the form `if let Some(name) = ...`",
                );
            }
            value(&binding.expr, errors);
        }
        other => value(other, errors),
    }
}

/// The operands of one expression whose order C++ leaves open (a binary
/// operator other than `&&`/`||`, a call's receiver and arguments, an index)
/// must not put a block-wide operation beside a tile access, a device call or
/// another block-wide operation: Rust runs them left to right, C++ in any order,
/// so the checks' order of a read and a barrier would not be the kernel's
/// (rule E1).
fn sequenced_operands(e: &Expr, errors: &mut Errors) {
    let Some(operands) = sequence::operands(e) else {
        return;
    };
    let effects: Vec<Effect> = operands
        .iter()
        .map(|operand| sequence::effect_of(operand).0)
        .collect();
    if !sequence::sequenced(&effects) {
        let at = effects
            .iter()
            .position(|effect| *effect == Effect::Ordered)
            .unwrap_or(0);
        errors.push(operands[at], sequence::E1);
    }
}

/// Whether `ty` is `u8`, `i8`, `u16` or `i16`: values of the language that no
/// atomic takes.
fn is_narrow_integer(ty: &syn::Type) -> bool {
    matches!(ty, syn::Type::Path(path) if path.path.get_ident().is_some_and(|i| ["u8", "i8", "u16", "i16"].contains(&i.to_string().as_str())))
}

const EMPTY_ARRAY: &str = "an array of no cells: C++ has no such array (and it would hold nothing); give it at least one cell";

/// A number's suffix is a type of the language (`u128` is not: C++ has
/// none), and the number fits it (`allow(overflowing_literals)`
/// lets rustc wrap `4294967297u32` to 1, where C++ keeps the value written).
fn integer_suffix(int: &syn::LitInt, errors: &mut Errors) {
    let fits = match int.suffix() {
        // `1f64` is a float written without its point.
        "" | "f32" | "f64" => true,
        "u32" => int.base10_parse::<u32>().is_ok(),
        "u64" | "usize" => int.base10_parse::<u64>().is_ok(),
        "i32" => int
            .base10_parse::<u32>()
            .is_ok_and(|v| v <= i32::MAX as u32),
        "i64" => int
            .base10_parse::<u64>()
            .is_ok_and(|v| v <= i64::MAX as u64),
        "u8" => int.base10_parse::<u8>().is_ok(),
        "u16" => int.base10_parse::<u16>().is_ok(),
        "i8" => int.base10_parse::<i8>().is_ok(),
        "i16" => int.base10_parse::<i16>().is_ok(),
        other => {
            errors.push(int, &format!("`{other}` is not a number type of the kernel language (rule E1): its C++ has no `{other}`; use `u8`, `u16`, `u32`, `u64`, `usize`, `i8`, `i16`, `i32` or `i64`"));
            return;
        }
    };
    if !fits {
        errors.push(int, &format!("`{int}` does not fit its type: rustc wraps it (where `overflowing_literals` is allowed) and the C++ keeps the value written; write the value the type holds"));
    }
}

/// A cell of an array literal: a value whose type C++ knows as rustc does.
fn array_cell(cell: &Expr, errors: &mut Errors) {
    value(cell, errors);
    if is_unsuffixed_number(cell) {
        errors.push(cell, "a number without a type in an array: rustc infers the cells' type from later uses, but the C++ would make it an `int` or a `double` (rule E1); write its suffix, `[0.0f32; 4]`, `[1u32, 2u32]`");
    }
}

/// Whether `e` is made of literals only (`2 * 3`, `-(1 << 4)`).
fn is_literal_only(e: &Expr) -> bool {
    match e {
        Expr::Lit(_) => true,
        Expr::Paren(paren) => is_literal_only(&paren.expr),
        Expr::Unary(unary) => is_literal_only(&unary.expr),
        Expr::Binary(binary) => is_literal_only(&binary.left) && is_literal_only(&binary.right),
        _ => false,
    }
}

/// Whether `e` holds a number without its suffix.
pub fn has_unsuffixed_number(e: &Expr) -> bool {
    let mut found = false;
    crate::emit::visit_expr_tree(e, &mut |inner| {
        found |= matches!(inner, Expr::Lit(lit) if matches!(&lit.lit, Lit::Int(int) if int.suffix().is_empty()));
    });
    found
}

/// A const argument of a method (`cell_2d::<{ WIDTH / 2 }>()`): an
/// expression of the subset, its numbers under the rules of any other.
/// The crate methods whose constants are written in the turbofish, with
/// how many: rustc would infer a missing one (or a `_`) from the output the
/// cell indexes, but the C++ has no output type to infer it from (red team,
/// views round 1: `block.chunks().coalesced()` failed in NVRTC).
const SPELLED_CONSTANTS: &[(&str, usize)] = &[
    ("cell_2d", 1),
    ("cell_2d_transposed", 1),
    ("cell_3d", 2),
    ("chunks", 1),
    ("coalesced_2d", 2),
    ("contiguous", 1),
    ("read_2d", 1),
    ("tiles", 3),
    ("warp_chunks", 1),
    ("write_own_2d", 1),
    ("write_strided_2d", 2),
];

/// A method of `SPELLED_CONSTANTS` names every constant it takes.
fn constants_spelled(call: &syn::ExprMethodCall, errors: &mut Errors) {
    let name = call.method.to_string();
    let Some((_, count)) = SPELLED_CONSTANTS.iter().find(|(method, _)| *method == name) else {
        return;
    };
    let spelled = call.turbofish.as_ref().map_or(0, |t| {
        t.args
            .iter()
            .filter(|arg| {
                !matches!(
                    arg,
                    syn::GenericArgument::Type(syn::Type::Infer(_))
                        | syn::GenericArgument::Const(Expr::Infer(_))
                )
            })
            .count()
    });
    if spelled != *count {
        errors.push(&call.method, &format!("`{name}` names its constants in the turbofish, each written out: `{name}::<{}>`; rustc would infer a missing one (or a `_`) from the output the cell indexes, but the C++ has no such type to infer it from", vec!["N"; *count].join(", ")));
    }
}

fn constant_argument(arg: &syn::GenericArgument, errors: &mut Errors) {
    if let syn::GenericArgument::Const(Expr::Block(braced)) = arg {
        for stmt in &braced.block.stmts {
            if let Stmt::Expr(e, None) = stmt {
                value(e, errors);
            }
        }
    }
}

/// `place[index] = value` runs the value first (in Rust as in C++17): an
/// index and a value of which one synchronizes or waits, and the other does
/// anything but compute, would meet the checks in the other order (rule E1).
fn index_beside_value(index: &Expr, value: &Expr, errors: &mut Errors) {
    let acts = |e: &Expr| sequence::effect_of(e) != (Effect::None, Vec::new());
    if (sequence::synchronizes(index) && acts(value))
        || (sequence::synchronizes(value) && acts(index))
    {
        errors.push(index, sequence::E1);
    }
}

/// An integer or float literal with no suffix (`0`, `-1`, `0.5`).
/// An integer without a suffix, negated or complemented or not (`8`, `-1`, `!0`).
fn is_integer_literal(e: &Expr) -> bool {
    match e {
        Expr::Lit(lit) => matches!(&lit.lit, Lit::Int(int) if int.suffix().is_empty()),
        Expr::Unary(unary) if matches!(unary.op, syn::UnOp::Neg(_) | syn::UnOp::Not(_)) => {
            is_integer_literal(&unary.expr)
        }
        Expr::Paren(paren) => is_integer_literal(&paren.expr),
        _ => false,
    }
}

fn is_unsuffixed_number(e: &Expr) -> bool {
    match e {
        Expr::Lit(lit) => match &lit.lit {
            Lit::Int(int) => int.suffix().is_empty(),
            Lit::Float(float) => float.suffix().is_empty(),
            _ => false,
        },
        // `-5`, and `!0` (round 55: `let m = !0;` was a `u64` to rustc
        // and an `int` in the C++).
        Expr::Unary(unary) if matches!(unary.op, syn::UnOp::Neg(_) | syn::UnOp::Not(_)) => {
            is_unsuffixed_number(&unary.expr)
        }
        Expr::Paren(paren) => is_unsuffixed_number(&paren.expr),
        _ => false,
    }
}

/// Rust's own methods that change their receiver in place (`clone_from`,
/// `add_assign`, `swap`, ...): an assignment in disguise, which the checks of
/// `=` and `op=` would not see.
fn mutates_its_receiver(method: &syn::Ident) -> bool {
    let name = method.to_string();
    name.ends_with("_assign")
        || [
            "clone_from",
            "clone_into",
            "swap",
            "replace",
            "take",
            "get_mut",
            "as_mut",
            "borrow_mut",
        ]
        .contains(&name.as_str())
}

/// A tile's phase change or write chained on a write of a tile in one
/// statement, with no barrier between (`tiles.write_strided(v).flip()`,
/// `{ tiles.write_strided(v) }.flip()`,
/// `tile.write_own_2d::<33>(x).reuse()`): the tile accesses are checked a
/// statement at a time, and every call in one sees them as they stood
/// before it, so the flip would not see the fill before it and need no
/// barrier (red team, views round 8). Reads chained on a write are checked
/// as after it (rule T1), and `pairs` counts as one; a barrier in the chain
/// (`tile.write_own(v).sync_threads().reuse()`) orders what comes before it.
fn chained_after_a_tile_write(call: &syn::ExprMethodCall, errors: &mut Errors) {
    let method = call.method.to_string();
    let phase_or_write =
        crate::parse::writes_tiles(&call.method) || matches!(method.as_str(), "flip" | "reuse");
    if !phase_or_write {
        return;
    }
    let mut inner = crate::math::unparenthesized(&call.receiver);
    loop {
        match inner {
            Expr::Path(_) | Expr::Field(_) => return,
            Expr::MethodCall(earlier) if crate::parse::settles_writes(&earlier.method) => return,
            Expr::MethodCall(earlier) if crate::parse::writes_tiles(&earlier.method) => {
                errors.push(&call.method, &format!("`{method}` chained on `{}` in one statement: the tile accesses are checked a statement at a time, so this `{method}` would not see the write before it, and no barrier would order the two (rule T1); bind the write to a `let`, and put `block.sync_threads();` after it where the next step needs one: `let filled = tiles.write_strided(values); block.sync_threads(); let tiles = filled.flip();`", earlier.method));
                return;
            }
            Expr::MethodCall(earlier) => inner = crate::math::unparenthesized(&earlier.receiver),
            // A block, `match` or `if` as the tile: what it reads or writes
            // is in the same statement (red team, views round 9:
            // `{ tiles.write_strided(v) }.flip()` needed no barrier).
            other => {
                errors.push(other, &format!("a tile `{method}` on the value of a block, `match`, `if` or call in one statement: the tile accesses are checked a statement at a time, so this `{method}` would not see what that value's code read or wrote (rule T1); bind the tile to a `let` first, and put `block.sync_threads();` after its last access where the next step needs one"));
                return;
            }
        }
    }
}

/// What a learner would call an expression outside the subset.
fn construct(e: &Expr) -> &'static str {
    match e {
        Expr::Closure(_) => "a closure",
        Expr::Match(_) => "a `match` other than one on an integer, with integer literals, constants and ranges of them (`0`, `1 | 2`, `3..=7`, `i32::MIN..=-1`, `ADD`: a `const` by a name in upper case that the function binds nowhere else) as its patterns, a guard on any arm but the last, no `#[cfg]` on an arm, and `_` as its last arm (rustc checks the `if` chain it becomes, which cannot tell that arms without `_` cover every value),",
        Expr::Macro(_) => "a macro call",
        Expr::Struct(_) => "a struct literal",
        Expr::Async(_) | Expr::Await(_) => "async code",
        Expr::Try(_) => "the `?` operator",
        Expr::Unsafe(_) => "an `unsafe` block (racy kernels go through `RawKernel`)",
        Expr::Range(_) => "a range outside a `for` loop",
        Expr::Break(_) | Expr::Continue(_) => {
            "a labelled `break`/`continue` or `break` with a value"
        }
        _ => "this expression",
    }
}

/// Shared memory is one allocation per block for the whole kernel: declared in a
/// loop, every iteration would get the same cells under a fresh, writable type.
fn no_shared_declarations(body: &Block, errors: &mut Errors) {
    crate::emit::visit_exprs(body, &mut |e| {
        if crate::parse::is_shared_declaration(e) {
            errors.push(e, "declare shared memory before the loop: it is one allocation for the whole kernel, so each round must hand the tile on with `tile.sync_threads()`");
        }
    });
}

/// A device function's value is its last expression, which must be a value.
/// A device function's parameters are values, or references to slices and to
/// the types whose methods change no typestate of their own: a reference to
/// anything else (`&mut ThisBlock`, `&Tile`) would have rustc look its methods
/// up on the reference first, where a trait of the user's could answer with
/// none of the crate method's bounds (rule N1), while the C++ calls the crate's.
pub fn device_params_are_values(params: &[crate::parse::Param], errors: &mut Errors) {
    for param in params {
        if let Some(len) = &param.len {
            errors.push(len, "`#[len(...)]` is a kernel parameter's: the launcher checks it before the launch. A device function indexes what its caller passed, whose length came with it; remove the attribute");
        }
        if let syn::Type::Reference(reference) = &param.ty {
            if !is_shared_by_reference(&reference.elem) {
                errors.push(&param.ty, "a device function takes this parameter by value: a reference is for a slice of a kernel's buffer (`&[T]`) and for what stays the same through its methods (`&Atomic`, `&Channel`, `&Queue`, `&TileStatuses`, `&TileScan`, `&mut Output`); the kernel's C++ passes the value, while rustc would look a method up on the reference first, where a trait of your own could answer with other rules (rule N1), such as a barrier or a phase change with none of its bounds");
            }
        }
    }
}

/// Whether a device function may take `&ty`: a slice, or a type whose
/// methods change no typestate of the value itself (no barrier, no phase).
fn is_shared_by_reference(ty: &syn::Type) -> bool {
    match ty {
        syn::Type::Slice(_) => true,
        syn::Type::Path(path) => {
            path.qself.is_none()
                && path.path.segments.last().is_some_and(|last| {
                    [
                        "Atomic",
                        "Channel",
                        "Queue",
                        "TileStatuses",
                        "TileScan",
                        "Output",
                    ]
                    .contains(&last.ident.to_string().as_str())
                })
        }
        _ => false,
    }
}

pub fn device_value(function: &syn::ItemFn, errors: &mut Errors) {
    if matches!(function.sig.output, syn::ReturnType::Default) {
        return;
    }
    match function.block.stmts.last() {
        Some(Stmt::Expr(e, None)) => value(e, errors),
        _ => errors.push(
            &function.sig.output,
            "a device function that returns a value ends with that value: `... sum }` or `return sum;`",
        ),
    }
}

/// A device function does not call itself: its needs would be defined by
/// themselves, and a body that only recurses could stand for any value.
pub fn no_recursion(function: &syn::ItemFn, errors: &mut Errors) {
    crate::emit::visit_exprs(&function.block, &mut |e| {
        if let Expr::Call(call) = e {
            if matches!(&*call.func, Expr::Path(path) if path.path.is_ident(&function.sig.ident)) {
                errors.push(call, "a device function does not call itself in the kernel subset; write the recursion as a loop");
            }
        }
    });
}

/// A kernel returns nothing: `return value;` would run `value` (a device
/// function's writes, say) in threads that then exit.
pub fn kernel_returns_nothing(body: &Block, errors: &mut Errors) {
    crate::emit::visit_exprs(body, &mut |e| {
        if let Expr::Return(ret) = e {
            if let Some(value) = &ret.expr {
                errors.push(
                    value,
                    "a kernel returns nothing: write `f(..); return;` rather than `return f(..);`",
                );
            }
        }
    });
}

/// What hands out owned cells of a `ByClaim` output (a claim counter, a
/// queue) or of a `ByLast` output (a ticket counter, whose last block writes).
pub const CLAIM_SOURCES: &[&str] = &["claims", "queue"];
pub const LAST_SOURCES: &[&str] = &["counter"];
/// What hands out owned cells of a `ByMark` output: a set of marks.
pub const MARK_SOURCES: &[&str] = &["marks"];

/// What makes a scan's tile order and draws from it: once each per kernel.
pub const TILE_ORDERS: &[&str] = &["tile_statuses", "draw_tile"];

/// A device function makes no claim counter, queue, ticket counter or set
/// of marks: the kernel makes them, so that it can count them (rule O1).
/// Nor does it make or draw a tile order (rule F1).
pub fn device_makes_no_sources(function: &syn::ItemFn, errors: &mut Errors) {
    crate::emit::visit_exprs(&function.block, &mut |e| {
        if let Expr::MethodCall(call) = e {
            let name = call.method.to_string();
            if [CLAIM_SOURCES, LAST_SOURCES, MARK_SOURCES]
                .iter()
                .any(|sources| sources.contains(&name.as_str()))
            {
                errors.push(
                    &call.method,
                    "a claim counter, queue, ticket counter or set of marks is made in the kernel, not in a device function (rule O1: the kernel counts the sources of each output's owners); make it in the kernel and hand it in",
                );
            }
            if TILE_ORDERS.contains(&name.as_str()) {
                errors.push(
                    &call.method,
                    "a scan's statuses (and the tile order in their cell 0) are made and drawn from in the kernel, not in a device function (rule F1: the kernel counts its orders, one per kernel); draw the tile in the kernel and hand the scan in",
                );
            }
        }
    });
}

/// A scan's steps, each of which a block runs once (rule F1).
const SCAN_STEPS: &[&str] = &[
    "tile_statuses",
    "draw_tile",
    "scan_tile",
    "publish",
    "look_back",
    "broadcast_prefix",
];

/// No scan step in a loop, its condition included: a `while` whose condition
/// draws a tile draws one each time it is evaluated, all at the kernel's top
/// level (red team round 31), and the extra tickets leave the order of the
/// next launch pointing past tiles no block will draw.
pub fn no_scan_step_in_a_loop(block: &syn::Block, errors: &mut Errors) {
    struct Loops<'a> {
        depth: usize,
        errors: &'a mut Errors,
    }
    impl<'ast> syn::visit::Visit<'ast> for Loops<'_> {
        fn visit_expr(&mut self, e: &'ast Expr) {
            let looped = matches!(e, Expr::While(_) | Expr::ForLoop(_));
            if let Expr::MethodCall(call) = e {
                let step = &call.method;
                if self.depth > 0 && SCAN_STEPS.contains(&step.to_string().as_str()) {
                    self.errors.push(
                        step,
                        &format!(
                            "`{step}` in a loop or a loop's condition: each block takes one ticket and runs each scan step once (rule F1); repeated, a block holds several tickets, and the order is left pointing past tiles no block of the next launch will draw\n\
                             fix: draw, scan, publish, look back and broadcast once, at the kernel's top level, outside every loop"
                        ),
                    );
                }
            }
            self.depth += usize::from(looped);
            syn::visit::visit_expr(self, e);
            self.depth -= usize::from(looped);
        }
    }
    syn::visit::Visit::visit_block(&mut Loops { depth: 0, errors }, block);
}

/// One tile order per kernel, and one draw from it: a look-back waits without
/// a bound only on lower tickets of one order. With two orders, block A could
/// hold the lower ticket of one and block B the lower ticket of the other, and
/// each wait for the other forever (rule F1).
pub fn one_tile_order(block: &syn::Block, errors: &mut Errors) {
    for name in TILE_ORDERS {
        let mut calls = Vec::new();
        crate::emit::visit_exprs(block, &mut |e| match e {
            Expr::MethodCall(call) if call.method == name => calls.push(call.method.clone()),
            _ => {}
        });
        if let Some(second) = calls.get(1) {
            errors.push(
                second,
                &format!(
                    "a second `{name}` in one kernel: a look-back waits without a bound only on the lower tickets of one order (rule F1); with two, two blocks may each hold the lower ticket of one and wait on each other forever\n\
                     fix: one `tile_statuses` (whose cell 0 is the order) and one `draw_tile` per kernel; scan a second input in a second kernel"
                ),
            );
        }
    }
}
