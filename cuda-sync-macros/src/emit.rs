//! The CUDA C++ side: the same body, construct for construct, over the shim in
//! `cpp/include/cuda_sync/`. Each statement is preceded by a `#line` directive
//! naming its Rust line, so NVRTC errors and sanitizer reports point at Rust.
//!
//! The text is returned as tokens of a `concat!` whose file name parts are
//! `file!()`, so the directives name the file the kernel is written in.

use proc_macro2::TokenStream;
use quote::quote;
use syn::spanned::Spanned;
use syn::{
    BinOp, Block, Expr, GenericArgument, ItemFn, Lit, PathArguments, ReturnType, Stmt, Type, UnOp,
};

use crate::generics::Generics;
use crate::options::KernelOptions;
use crate::parse::{scalar, Kind, Param};

/// C++ text with `#line` directives whose file name is filled in by `file!()`.
#[derive(Default)]
struct Cpp {
    parts: Vec<String>,
    current: String,
    /// Text inside one expression (a block used as a value), which keeps
    /// the line of the statement it stands in.
    inline: bool,
}

impl Cpp {
    fn push(&mut self, text: &str) {
        self.current.push_str(text);
    }

    fn line(&mut self, span: proc_macro2::Span) {
        if self.inline {
            return;
        }
        self.current
            .push_str(&format!("\n#line {} \"", span.start().line));
        self.parts.push(std::mem::take(&mut self.current));
        self.current.push_str("\"\n");
    }

    fn finish(mut self) -> TokenStream {
        self.parts.push(self.current);
        let last = self.parts.len() - 1;
        let pieces = self.parts.iter().enumerate().map(|(i, part)| {
            if i == last {
                quote! { #part }
            } else {
                quote! { #part, file!(), }
            }
        });
        quote! { concat!(#(#pieces)*) }
    }
}

/// The device functions a body calls, each once, in the order of their first
/// call: the kernel's or device function's `calls`, and the numbers its C++
/// calls them by (`cuda_sync_call__K__`, resolved when the translation unit is
/// put together, so that two device functions of one name in different
/// modules never meet in C++).
pub fn called_functions(body: &Block) -> Vec<syn::Path> {
    let mut paths: Vec<syn::Path> = Vec::new();
    visit_exprs(body, &mut |e| {
        if let Some(path) = callee(e) {
            if !paths.contains(path) {
                paths.push(path.clone());
            }
        }
    });
    paths
}

/// The device function `e` calls, by name or path (`helper(x)`, `util::axpy(x)`).
pub fn callee(e: &Expr) -> Option<&syn::Path> {
    match e {
        Expr::Call(call) => match &*call.func {
            func if crate::math::type_function(func).is_some() => None,
            Expr::Path(path) if path.qself.is_none() => Some(&path.path),
            _ => None,
        },
        _ => None,
    }
}

/// Calls `found` on every expression in `body`, outermost first.
pub fn visit_exprs(body: &Block, found: &mut dyn FnMut(&Expr)) {
    syn::visit::Visit::visit_block(&mut Visitor(found), body);
}

/// Calls `found` on `e` and every expression in it, outermost first (no
/// reparse: `if c { a } else { b } + 1` in a block's tokens would be a
/// statement and a stray `+ 1`, red team round 2).
pub fn visit_expr_tree(e: &Expr, found: &mut dyn FnMut(&Expr)) {
    syn::visit::Visit::visit_expr(&mut Visitor(found), e);
}

struct Visitor<'a>(&'a mut dyn FnMut(&Expr));

impl<'ast> syn::visit::Visit<'ast> for Visitor<'_> {
    fn visit_expr(&mut self, e: &'ast Expr) {
        (self.0)(e);
        syn::visit::visit_expr(self, e);
    }
}

impl Emitter {
    /// The C++ spelling of a type in the subset; a generic parameter is its
    /// C++ name (`cuda_sync_generic__K__`).
    fn ty(&self, t: &Type) -> String {
        match t {
            Type::Reference(reference) => match &*reference.elem {
                Type::Slice(slice) if reference.mutability.is_some() => {
                    format!("Output<{}>", self.ty(&slice.elem))
                }
                Type::Slice(slice) => format!("Input<{}>", self.ty(&slice.elem)),
                inner if reference.mutability.is_some() => format!("{}&", self.ty(inner)),
                inner => format!("const {}&", self.ty(inner)),
            },
            Type::Path(path) => {
                let last = path
                    .path
                    .segments
                    .last()
                    .expect("a type path has a segment");
                let name = last.ident.to_string();
                if let Some(cpp) = self.generic(&path.path, false) {
                    return cpp;
                }
                if let Some(cpp) = scalar(&name) {
                    return cpp.to_string();
                }
                match &last.arguments {
                    // The view is checked in Rust; the C++ output is the same for every view.
                    PathArguments::AngleBracketed(args) if name == "Output" => {
                        let element = args.args.iter().take(1).cloned().collect();
                        format!("Output<{}>", self.generic_args(&element))
                    }
                    // `Own<W, I>` is the integer `I` (u64 by default) it stands for.
                    PathArguments::AngleBracketed(args) if name == "Own" => {
                        let integer = args.args.iter().skip(1).take(1).cloned().collect();
                        format!("Own<{}>", self.generic_args(&integer))
                    }
                    PathArguments::AngleBracketed(args) => {
                        format!("{name}<{}>", self.generic_args(&args.args))
                    }
                    // An order or an operator is a value of its own type, of
                    // the same name: as a type, C++ names it `struct Max`.
                    _ if crate::spelled::value_module(&name).is_some() => format!("struct {name}"),
                    _ if crate::parse::is_shim_type(&name) => name,
                    // As rustc resolves it (red team round 53: with `use
                    // a::Camera as View`, the C++ read `View`'s fields).
                    _ => self.resolved_type(&path.path),
                }
            }
            Type::Array(array) => format!(
                "Array<{}, ({})>",
                self.ty(&array.elem),
                self.expr(&array.len, false)
            ),
            Type::Tuple(tuple) => {
                let cells: Vec<String> = tuple.elems.iter().map(|cell| self.ty(cell)).collect();
                format!("Tuple<{}>", cells.join(", "))
            }
            Type::Paren(inner) => self.ty(&inner.elem),
            // A `$t:ty` of a `macro_rules!`: the type inside.
            Type::Group(inner) => self.ty(&inner.elem),
            other => quote!(#other).to_string(),
        }
    }

    /// The C++ of the generic parameter named by `path`, if it is one: a
    /// type (`T`), or with `value`, a const (`N`). A type parameter and a
    /// constant of one name are two items to rustc (types and values).
    fn generic(&self, path: &syn::Path, value: bool) -> Option<String> {
        let ident = path.get_ident()?.to_string();
        self.generics
            .iter()
            .find(|g| g.rust == ident && g.is_const == value)
            .map(|g| g.cpp.clone())
    }

    fn generic_args(
        &self,
        args: &syn::punctuated::Punctuated<GenericArgument, syn::Token![,]>,
    ) -> String {
        args.iter()
            .map(|arg| match arg {
                // A const parameter by name parses as a type (`Tile<f32, N>`).
                GenericArgument::Type(Type::Path(path))
                    if self.generic(&path.path, true).is_some() =>
                {
                    self.generic(&path.path, true).expect("a const parameter")
                }
                GenericArgument::Type(t) => self.ty(t),
                // `::<{ TILE as u64 + 1 }>`: a constant expression, whose
                // value rustc computes (red team rounds 67 and 68: re-spelled
                // in C++, `as`, `!`, `count_ones` and `&&` were not constant
                // expressions to NVRTC). Where it names a generic parameter
                // of a device function (one C++ template for every instance)
                // it is spelled in C++, in parentheses.
                GenericArgument::Const(Expr::Block(block)) => match block.block.stmts.as_slice() {
                    [Stmt::Expr(value, None)]
                        if !self.in_device_fn || !self.names_generic(value) =>
                    {
                        self.constant_slot(Constant::Value(value.clone()))
                    }
                    [Stmt::Expr(value, None)] => format!("({})", self.expr(value, false)),
                    _ => quote!(#block).to_string(),
                },
                GenericArgument::Const(c) => self.expr(c, false),
                other => quote!(#other).to_string(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// A method's turbofish. A constant by name (`cell_2d::<WIDTH>()`) parses
    /// as a type: anything but a scope, an order, a scalar or a type parameter
    /// is a value, whose C++ is its value (not its spelling, which C++ may
    /// read as its own: `CHAR_BIT`).
    fn turbofish(
        &self,
        args: &syn::punctuated::Punctuated<GenericArgument, syn::Token![,]>,
    ) -> String {
        args.iter()
            .map(|arg| match arg {
                GenericArgument::Type(Type::Path(path))
                    if self.is_constant_argument(&path.path) =>
                {
                    let ident = path
                        .path
                        .get_ident()
                        .expect("a constant argument is one name");
                    self.resolve_value(ident)
                }
                other => self.generic_args(&std::iter::once(other.clone()).collect()),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Whether a one-name type argument is a constant: not a scope, order,
    /// scalar or type parameter.
    fn is_constant_argument(&self, path: &syn::Path) -> bool {
        let Some(ident) = path.get_ident() else {
            return false;
        };
        let name = ident.to_string();
        !(crate::spelled::is_reserved(&name)
            || scalar(&name).is_some()
            || self.generic(path, false).is_some())
    }

    /// A kernel parameter in the C++ signature, under its C++ name `name`.
    fn param(&self, p: &Param, name: &str) -> String {
        match p.kind.as_ref() {
            Some(Kind::Input(t)) => format!("Input<{}> {name}", self.ty(t)),
            Some(Kind::Output(t)) => format!("Output<{}> {name}", self.ty(t)),
            Some(Kind::Global(t)) => format!("Global<{}> {name}", self.ty(t)),
            Some(Kind::GridBarrier) => format!("GridBarrier {name}"),
            Some(Kind::Mapped(t)) => format!("Mapped<{}> {name}", self.ty(t)),
            Some(Kind::Scalar(_) | Kind::Struct(_)) => {
                format!("{} {name}__arg", self.value_arg_type(p))
            }
            Some(Kind::Context) | None => String::new(),
        }
    }

    /// A memory parameter's `#[len(EXPR)]` as the kernel spells it, where it
    /// spells the value the launcher checked and passed (`EXPR as u64`): an
    /// integer literal, a scalar parameter that is not a float, a const
    /// parameter, or `+` and `*` of these with a `u64` among them (a scalar
    /// parameter, which the launcher takes `as u64`, or a `u64` const
    /// parameter: `rows * COLUMNS`, `WIDTH * HEIGHT`): rustc makes every
    /// other operand a `u64` too, so the C++'s 64-bit arithmetic, wrapping
    /// as a release build does, is the launcher's value. The kernel then indexes `detail::first(arg, EXPR)`, whose
    /// length the compiler sees. Any other EXPR (`blocks * threads`) the
    /// kernel reads from the argument, where the launcher put the same
    /// value. A parameter's name gets its rule-N1 marker, as any use of a
    /// name does.
    fn spelled_len(&self, param: &Param, params: &[Param], names: &[String]) -> Option<String> {
        let memory = matches!(
            param.kind,
            Some(Kind::Input(_) | Kind::Output(_) | Kind::Global(_) | Kind::Mapped(_))
        );
        let len = param.len.as_ref().filter(|_| memory)?;
        let (spelled, u64_names) = self.len_term(len, params, names)?;
        let arithmetic = !matches!(len, Expr::Lit(_) | Expr::Path(_));
        (!arithmetic || u64_names > 0).then_some(spelled)
    }

    /// A term of a `#[len(..)]` in C++, and how many `u64` names it has.
    fn len_term(&self, e: &Expr, params: &[Param], names: &[String]) -> Option<(String, usize)> {
        match e {
            Expr::Lit(syn::ExprLit {
                lit: Lit::Int(int), ..
            }) => Some((format!("{}ull", length_literal(int)?), 0)),
            Expr::Paren(inner) => self.len_term(&inner.expr, params, names),
            Expr::Binary(binary) if matches!(binary.op, BinOp::Mul(_) | BinOp::Add(_)) => {
                let (left, l) = self.len_term(&binary.left, params, names)?;
                let (right, r) = self.len_term(&binary.right, params, names)?;
                let op = if matches!(binary.op, BinOp::Mul(_)) {
                    "*"
                } else {
                    "+"
                };
                Some((format!("({left} {op} {right})"), l + r))
            }
            Expr::Path(path) => {
                let ident = path.path.get_ident()?;
                match params.iter().position(|p| p.name == *ident) {
                    Some(k) => {
                        let Some(Kind::Scalar(ty)) = &params[k].kind else {
                            return None;
                        };
                        let ty = ty.to_string();
                        if scalar(&ty).is_none() || ty.starts_with('f') {
                            return None;
                        }
                        // Rule N1: the name is the parameter's for rustc too,
                        // which a macro's hygiene can make another binding
                        // (red team, round 60).
                        let marker = Emitter::marker(&names[k], ident.span());
                        self.mark(quote! { let _ = #marker; });
                        Some((
                            format!("static_cast<unsigned long long>({}__arg)", names[k]),
                            1,
                        ))
                    }
                    None => {
                        let cpp = self.generic(&path.path, true)?;
                        let is_u64 = self.generics.iter().any(|g| g.cpp == cpp && g.is_u64);
                        Some((
                            format!("static_cast<unsigned long long>({cpp})"),
                            usize::from(is_u64),
                        ))
                    }
                }
            }
            _ => None,
        }
    }

    fn path(&self, p: &syn::Path) -> String {
        p.segments
            .iter()
            .map(|segment| match &segment.arguments {
                PathArguments::AngleBracketed(args) => {
                    format!("{}<{}>", segment.ident, self.generic_args(&args.args))
                }
                _ => segment.ident.to_string(),
            })
            .collect::<Vec<_>>()
            .join("::")
    }
}

/// What the C++ of a function takes from rustc: held as
/// `cuda_sync_const__K__` until the translation unit puts each one's text
/// there (`KernelSource::translation_unit`).
pub enum Constant {
    /// A constant's value, as rustc computes it: a `const` item's (`TILE`),
    /// or a const argument's (`::<{ TILE as u64 + 1 }>`).
    Value(Expr),
    /// A float literal's value as rustc rounds it (`16777217.0f32` is
    /// 16777216), which NVRTC reading the digits would not always give.
    Float(syn::Lit),
    /// A float literal without a suffix (negated where `negative`), which
    /// rustc types by the other operand: both of rustc's roundings, the C++
    /// picks by that operand (`UntypedFloat` in `uniform.cuh`).
    UntypedFloat {
        literal: syn::LitFloat,
        negative: bool,
    },
    /// A type's C++ name, as rustc resolves the path: a struct argument's
    /// own name, however the kernel spells it (`use a::Camera as View`), a
    /// scalar's C++ type (`type Index = u64`), or else the last segment.
    Type(syn::Path),
}

impl quote::ToTokens for Constant {
    /// The expression of the constant's C++ text.
    fn to_tokens(&self, tokens: &mut TokenStream) {
        tokens.extend(match self {
            Constant::Value(value) => quote! { ::cuda_sync::__private::Literal::cuda(#value) },
            Constant::Float(lit) => quote! { ::cuda_sync::__private::Literal::cuda(#lit) },
            Constant::UntypedFloat { literal, negative } => {
                let digits = literal.base10_digits();
                let single = syn::LitFloat::new(&format!("{digits}f32"), literal.span());
                let double = syn::LitFloat::new(&format!("{digits}f64"), literal.span());
                let sign = negative.then(|| quote! { - });
                quote! { ::cuda_sync::__private::untyped_float(#sign #single, #sign #double) }
            }
            Constant::Type(path) => {
                let spelled = path.segments.last().map(|s| s.ident.to_string());
                let probe = quote::quote_spanned! { path.span()=>
                    (&&&::cuda_sync::__private::TypeProbe::<#path>(::core::marker::PhantomData)).cuda_name(#spelled)
                };
                quote! {{
                    #[allow(unused_imports)]
                    use ::cuda_sync::__private::{ArgName as _, ScalarName as _, SpelledName as _};
                    #probe
                }}
            }
        });
    }
}

/// A function's C++, and the constants it names (`TILE`, a struct's name).
pub struct Emitted {
    /// `concat!(...)` of the C++ text.
    pub cuda: TokenStream,
    /// The K-th constant.
    pub constants: Vec<Constant>,
    /// Rule N1 for local names: a body of `let` markers, one per binding, and
    /// a use of the marker at every use of a name, each with the Rust token's
    /// span. rustc resolves the markers by hygiene, as it resolves the names;
    /// where the C++'s binding (found by spelling) is not rustc's (a name from
    /// a `macro_rules!` beside one from its caller), a marker is not found.
    pub names: TokenStream,
}

impl Emitter {
    fn finish(self) -> Emitted {
        let mut names = self.names.into_inner();
        let top = names.pop().unwrap_or_default();
        Emitted {
            cuda: self.cpp.finish(),
            constants: self.constants.into_inner(),
            names: quote! { #(#top)* },
        }
    }

    /// Opens a scope, in the C++ names and in the markers.
    fn open(&mut self) {
        self.scopes.push(Vec::new());
        self.names.get_mut().push(Vec::new());
    }

    /// Closes the innermost scope.
    fn close(&mut self) {
        self.scopes.pop();
        let names = self.names.get_mut();
        let inner = names.pop().unwrap_or_default();
        if let Some(outer) = names.last_mut() {
            outer.push(quote! { { #(#inner)* } });
        } else {
            names.push(inner);
        }
    }

    /// The marker of a binding's C++ name, with a Rust token's span. Where
    /// rustc cannot find it, its name is the error a learner reads: the rule
    /// and the fix.
    fn marker(cpp: &str, span: proc_macro2::Span) -> syn::Ident {
        syn::Ident::new(
            &format!("rule_n1_give_each_binding_its_own_name__{cpp}"),
            span,
        )
    }

    fn mark(&self, tokens: TokenStream) {
        let mut names = self.names.borrow_mut();
        if names.is_empty() {
            names.push(Vec::new());
        }
        names.last_mut().expect("a scope is open").push(tokens);
    }
}

/// A kernel's C++. A generic kernel's name ends in `__cuda_sync_instance__`,
/// which each instance replaces with its own suffix (`axpy__f32`).
pub fn kernel(
    function: &ItemFn,
    params: &[Param],
    generics: &Generics,
    options: KernelOptions,
) -> Emitted {
    let mut emitter = Emitter {
        callees: called_functions(&function.block),
        generics: generic_names(generics),
        bound: crate::parse::bound_names(&function.sig.inputs, &function.block),
        ..Emitter::default()
    };
    let names: Vec<String> = params.iter().map(|p| emitter.declare(&p.name)).collect();
    let windows: Vec<Option<String>> = params
        .iter()
        .map(|p| emitter.spelled_len(p, params, &names))
        .collect();
    let signature: Vec<String> = params
        .iter()
        .zip(&names)
        .zip(&windows)
        .map(|((p, name), window)| match window {
            Some(_) => emitter.param(p, &format!("{name}__arg")),
            None => emitter.param(p, name),
        })
        .filter(|p| !p.is_empty())
        .collect();
    let instance = if generics.is_empty() {
        ""
    } else {
        "__cuda_sync_instance__"
    };
    emitter.cpp.line(function.sig.ident.span());
    let bounds = options.min_blocks_per_sm.map_or(String::new(), |blocks| {
        format!("CUDA_SYNC_MIN_BLOCKS_PER_SM({blocks}) ")
    });
    emitter.cpp.push(&format!(
        "extern \"C\" __global__ void {bounds}{}{instance}({}) {{\n",
        function.sig.ident,
        signature.join(", ")
    ));
    for ((p, name), window) in params.iter().zip(&names).zip(&windows) {
        if let Some(len) = window {
            let first = format!("auto {name} = detail::first({name}__arg, {len});\n");
            emitter.cpp.push(&first);
        }
        match p.kind.as_ref() {
            Some(Kind::Context) => emitter.cpp.push(&format!(
                "unsigned long long {name}_looks_left = detail::wait_budget; const ThisBlock {name}{{&{name}_looks_left}};\n"
            )),
            Some(Kind::Scalar(_) | Kind::Struct(_)) => {
                let t = emitter.value_arg_type(p);
                emitter
                    .cpp
                    .push(&format!("const Uniform<{t}> {name}{{{name}__arg}};\n"));
            }
            _ => {}
        }
    }
    emitter.body(&function.block);
    emitter.cpp.push("}\n");
    emitter.finish()
}

/// A generic parameter's Rust name and C++ name.
#[derive(Clone)]
struct GenericName {
    rust: String,
    cpp: String,
    is_const: bool,
    /// A const parameter of type `u64`.
    is_u64: bool,
}

fn generic_names(generics: &Generics) -> Vec<GenericName> {
    generics
        .0
        .iter()
        .enumerate()
        .map(|(k, g)| GenericName {
            rust: g.ident.to_string(),
            cpp: crate::generics::placeholder(k),
            is_const: g.is_const,
            is_u64: g.is_u64,
        })
        .collect()
}

/// A device function's C++. A generic one is a template: a parameter of a
/// bare type parameter (`x: T`) takes any argument type and makes it plain,
/// the first such parameter gives `T` (`plain_t`), and any other type
/// parameter is deduced from a parameter's type (`Input<T>`).
pub fn device(function: &ItemFn, generics: &Generics) -> Emitted {
    let mut emitter = Emitter {
        in_device_fn: true,
        callees: called_functions(&function.block),
        generics: generic_names(generics),
        bound: crate::parse::bound_names(&function.sig.inputs, &function.block),
        ..Emitter::default()
    };
    let params: Vec<Param> = crate::parse::params(&function.sig.inputs)
        .into_iter()
        .flatten()
        .collect();
    let bare: Vec<Option<usize>> = params.iter().map(|p| generics.bare(&p.ty)).collect();
    // In the signature, `T` is the plain type of its first bare parameter, if it has one.
    let body_names = emitter.generics.clone();
    for (k, generic) in emitter.generics.iter_mut().enumerate() {
        if let Some(i) = bare.iter().position(|b| *b == Some(k)) {
            generic.cpp = format!("plain_t<cuda_sync_arg__{i}__>");
        }
    }
    let mut template: Vec<String> = (0..generics.0.len())
        .filter(|k| !bare.contains(&Some(*k)))
        .map(|k| format!("typename {}", crate::generics::placeholder(k)))
        .collect();
    let mut declared = Vec::new();
    let mut unwrap = String::new();
    for (i, (p, bare)) in params.iter().zip(&bare).enumerate() {
        let name = emitter.declare(&p.name);
        match bare {
            Some(k) => {
                template.push(format!("typename cuda_sync_arg__{i}__"));
                declared.push(format!("cuda_sync_arg__{i}__ {name}__in"));
                let t = crate::generics::placeholder(*k);
                unwrap.push_str(&format!("{t} {name} = plain({name}__in);\n"));
            }
            None => declared.push(format!("{} {name}", emitter.ty(&p.ty))),
        }
    }
    let output = match &function.sig.output {
        ReturnType::Default => "void".to_string(),
        ReturnType::Type(_, t) => emitter.ty(t),
    };
    emitter.cpp.line(function.sig.ident.span());
    if !template.is_empty() {
        emitter
            .cpp
            .push(&format!("template <{}>\n", template.join(", ")));
    }
    emitter.cpp.push(&format!(
        "__device__ auto cuda_sync_fn__self__({}) -> {output} {{\n",
        declared.join(", ")
    ));
    // In the body, `T` is the template's own name for it.
    for (k, i) in (0..generics.0.len())
        .filter_map(|k| bare.iter().position(|b| *b == Some(k)).map(|i| (k, i)))
    {
        let t = crate::generics::placeholder(k);
        emitter
            .cpp
            .push(&format!("using {t} = plain_t<cuda_sync_arg__{i}__>;\n"));
    }
    emitter.cpp.push(&unwrap);
    emitter.generics = body_names;
    emitter.function_body(
        &function.block,
        !matches!(function.sig.output, ReturnType::Default),
    );
    emitter.cpp.push("}\n");
    emitter.finish()
}

/// Walks a body, keeping Rust's names apart where C++ would not: a `let` that
/// shadows a name gets a fresh C++ name (`ticket`, then `ticket_1`).
#[derive(Default)]
struct Emitter {
    cpp: Cpp,
    scopes: Vec<Vec<(String, String)>>,
    /// Every name the function binds: a name outside them is a `const`
    /// item's (`math::is_named_constant`).
    bound: std::collections::HashSet<String>,
    declared: usize,
    in_device_fn: bool,
    callees: Vec<syn::Path>,
    /// Each generic parameter's C++ name where the emitter is.
    generics: Vec<GenericName>,
    constants: std::cell::RefCell<Vec<Constant>>,
    names: std::cell::RefCell<Vec<Vec<TokenStream>>>,
    /// Where the dynamic shared memory placed so far ends (a C++ expression).
    dynamic_end: Option<String>,
}

impl Emitter {
    /// The C++ name of a Rust name: `x` is `x_`, so that no Rust name is a C++
    /// keyword or a name of the shim, and a `let` that shadows it is `x__1`
    /// (Rust names with `__` in them are refused, so these never meet one).
    fn declare(&mut self, ident: &syn::Ident) -> String {
        let rust = ident.to_string();
        let plain = format!("{rust}_");
        let taken = self.scopes.iter().flatten().any(|(_, cpp)| *cpp == plain);
        let cpp = if taken {
            self.declared += 1;
            format!("{rust}__{}", self.declared)
        } else {
            plain
        };
        if self.scopes.is_empty() {
            self.open();
        }
        self.scopes
            .last_mut()
            .expect("a scope is open")
            .push((rust, cpp.clone()));
        let marker = Emitter::marker(&cpp, ident.span());
        self.mark(quote! { let #marker = (); });
        cpp
    }

    fn resolve(&self, rust: &str) -> String {
        self.scopes
            .iter()
            .rev()
            .flat_map(|scope| scope.iter().rev())
            .find(|(r, _)| r == rust)
            .map_or_else(|| rust.to_string(), |(_, cpp)| cpp.clone())
    }

    /// A name used as a value: a local's C++ name, an order's or an
    /// operator's own name, or else an item's (a `const`), held as
    /// `cuda_sync_const__K__`.
    fn resolve_value(&self, ident: &syn::Ident) -> String {
        let rust = ident.to_string();
        let local = self.scopes.iter().flatten().any(|(r, _)| *r == rust);
        if local {
            let cpp = self.resolve(&rust);
            let marker = Emitter::marker(&cpp, ident.span());
            self.mark(quote! { let _ = #marker; });
            return cpp;
        }
        if crate::spelled::value_module(&rust).is_some() {
            return rust;
        }
        if let Some(cpp) = self.generic(&syn::Path::from(ident.clone()), true) {
            return cpp;
        }
        self.constant_slot(Constant::Value(syn::parse_quote!(#ident)))
    }

    /// A scalar or struct parameter's C++ type: a struct's as rustc
    /// resolves it, even under the name of a shim type (`use a::Q as F32x4`).
    fn value_arg_type(&self, p: &Param) -> String {
        match &p.kind {
            Some(Kind::Struct(syn::Type::Path(path))) => self.resolved_type(&path.path),
            _ => self.ty(&p.ty),
        }
    }

    /// A type's C++ name as rustc resolves `path` (`Constant::Type`).
    fn resolved_type(&self, path: &syn::Path) -> String {
        self.constant_slot(Constant::Type(path.clone()))
    }

    /// The C++ placeholder of `constant`, one per distinct constant.
    /// Whether `e` names a generic parameter of the function (`N`, `T::MAX`).
    fn names_generic(&self, e: &Expr) -> bool {
        let mut names = false;
        visit_expr_tree(e, &mut |inner| {
            if let Expr::Path(path) = inner {
                let first = syn::Path::from(path.path.segments[0].ident.clone());
                names |=
                    self.generic(&first, true).is_some() || self.generic(&first, false).is_some();
            }
        });
        names
    }

    fn constant_slot(&self, constant: Constant) -> String {
        let text = |c: &Constant| quote!(#c).to_string();
        let mut constants = self.constants.borrow_mut();
        let k = match constants.iter().position(|c| text(c) == text(&constant)) {
            Some(k) => k,
            None => {
                constants.push(constant);
                constants.len() - 1
            }
        };
        format!("cuda_sync_const__{k}__")
    }

    /// `u32::MAX`, `T::ZERO`: an associated constant of a scalar type or of a
    /// generic one, as the shim's `math::limits<T>`.
    fn constant(&self, path: &syn::Path) -> Option<String> {
        let ty = &path.segments.first()?.ident;
        let cpp = self
            .generic(&syn::Path::from(ty.clone()), false)
            .or_else(|| scalar(&ty.to_string()).map(str::to_string))?;
        crate::math::constant(path, &cpp)
    }

    /// The cells of an array or a tuple, each as the plain value it holds.
    fn cells(&self, cells: &syn::punctuated::Punctuated<Expr, syn::Token![,]>) -> String {
        cells
            .iter()
            .map(|cell| format!("plain({})", self.expr(cell, false)))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// A function's body; with `returns`, a final expression is its value.
    fn function_body(&mut self, block: &Block, returns: bool) {
        match block.stmts.split_last() {
            Some((Stmt::Expr(value, None), init)) if returns => {
                self.open();
                init.iter().for_each(|s| self.stmt(s));
                self.cpp.line(value.span());
                let value = self.uniform_where_literal(value, true, true);
                self.cpp.push(&format!("return {value};\n"));
                self.close();
            }
            _ => self.body(block),
        }
    }

    fn body(&mut self, block: &Block) {
        self.open();
        for s in &block.stmts {
            self.stmt(s);
        }
        self.close();
    }

    fn stmt(&mut self, s: &Stmt) {
        self.cpp.line(s.span());
        match s {
            Stmt::Local(local)
                if local
                    .init
                    .as_ref()
                    .is_some_and(|i| crate::parse::is_shared_declaration(&i.expr)) =>
            {
                let declared = match &local.pat {
                    syn::Pat::Type(typed) => self.ty(&typed.ty),
                    _ => "auto".to_string(),
                };
                let name = self.declare(&pat_ident(&local.pat));
                if self.in_device_fn {
                    // The same storage on every call: the previous call's reads end here.
                    self.cpp.push("__syncthreads();\n");
                }
                let storage = format!("{declared}::Storage");
                if crate::parse::dynamic_shared(local).is_some() {
                    // Sized at launch: placed after the dynamic storage
                    // declared before it, in any scope (a constant of types
                    // only, never a name that scope may have closed).
                    let end = self
                        .dynamic_end
                        .take()
                        .unwrap_or_else(|| "0ull".to_string());
                    let offset = format!("dynamic_offset<{storage}>({end})");
                    self.cpp.push(&format!(
                        "{storage} &{name}__storage = dynamic_shared<{storage}>({offset});\n"
                    ));
                    self.dynamic_end = Some(format!("{offset} + sizeof({storage})"));
                } else {
                    self.cpp
                        .push(&format!("__shared__ {storage} {name}__storage;\n"));
                }
                self.cpp
                    .push(&format!("{declared} {name}{{{name}__storage}};\n"));
            }
            Stmt::Local(local) => {
                let uniform = crate::parse::names_constant(&local.pat);
                let init = local
                    .init
                    .as_ref()
                    .map(|i| {
                        let declared = crate::parse::declares_uniform(&local.pat);
                        self.uniform_where_literal(&i.expr, uniform, declared)
                    })
                    .unwrap_or_default();
                let declared = match &local.pat {
                    syn::Pat::Type(typed) => self.ty(&typed.ty),
                    _ => "auto".to_string(),
                };
                let name = self.declare(&pat_ident(&local.pat));
                self.cpp.push(&format!("{declared} {name} = {init};\n"));
            }
            Stmt::Expr(e, _) => self.statement_expr(e),
            _ => {}
        }
    }

    /// A block used as a value, as a C++ lambda that runs its statements
    /// and returns its last expression: `[&]() { ..; return v; }`. Nothing
    /// in it leaves it (`valid::value_block`), and its names are its own.
    fn value_lambda(&self, block: &Block) -> String {
        let mut inner = Emitter {
            cpp: Cpp {
                inline: true,
                ..Cpp::default()
            },
            scopes: self.scopes.clone(),
            bound: self.bound.clone(),
            declared: self.declared,
            in_device_fn: self.in_device_fn,
            callees: self.callees.clone(),
            generics: self.generics.clone(),
            constants: std::cell::RefCell::new(self.constants.take()),
            names: std::cell::RefCell::new(self.names.take()),
            dynamic_end: None,
        };
        inner.open();
        let (value, init) = match block.stmts.split_last() {
            Some((Stmt::Expr(value, None), init)) => (value, init),
            _ => unreachable!("a block used as a value ends with one (`valid::value_block`)"),
        };
        init.iter().for_each(|s| inner.stmt(s));
        // A constant alone is uniform, as in the Rust (`check::Checked::branch_value`).
        let value = inner.uniform_where_literal(value, true, true);
        inner.cpp.push(&format!("return {value};\n"));
        inner.close();
        self.constants.replace(inner.constants.into_inner());
        self.names.replace(inner.names.into_inner());
        format!("[&]() {{\n{}}}", inner.cpp.current)
    }

    /// `if c { a } else { b }` as a value: `chosen(c, [&]() { return a; },
    /// [&]() { return b; })`, which runs one branch, and whose value is plain
    /// under a per-thread condition, as in the Rust (`__private::chosen`).
    fn value_if(&self, branch: &syn::ExprIf) -> String {
        let otherwise = match branch.else_branch.as_ref().map(|(_, e)| &**e) {
            Some(Expr::Block(otherwise)) => self.value_lambda(&otherwise.block),
            Some(other) => format!("[&]() {{ return {}; }}", self.expr(other, false)),
            None => unreachable!("an `if` used as a value has an `else` (`valid::value_if`)"),
        };
        format!(
            "chosen({}, {}, {otherwise})",
            self.uniform_where_literal(&branch.cond, true, true),
            self.value_lambda(&branch.then_branch)
        )
    }

    fn statement_expr(&mut self, e: &Expr) {
        match e {
            Expr::If(branch) => self.if_stmt(branch),
            Expr::While(looping) => {
                let cond = self.expr(&looping.cond, false);
                self.unroll(&looping.attrs);
                self.cpp.push(&format!("while ({cond}) {{\n"));
                self.body(&looping.body);
                self.cpp.push("}\n");
            }
            Expr::ForLoop(looping) => {
                let iterations = match crate::parse::loop_range(&looping.expr) {
                    Some((range, walk)) => {
                        let bound = |b: &Option<Box<Expr>>| {
                            b.as_deref()
                                .map(|b| self.uniform_where_literal(b, true, true))
                                .unwrap_or_default()
                        };
                        let function = match range.limits {
                            syn::RangeLimits::HalfOpen(_) => "range",
                            syn::RangeLimits::Closed(_) => "range_inclusive",
                        };
                        let forward =
                            format!("{function}({}, {})", bound(&range.start), bound(&range.end));
                        match walk {
                            crate::parse::Walk::Forward => forward,
                            crate::parse::Walk::Reversed => format!("reversed({forward})"),
                            crate::parse::Walk::Stepped(step) => {
                                format!(
                                    "stepped({forward}, {})",
                                    self.uniform_where_literal(step, true, true)
                                )
                            }
                        }
                    }
                    // A thread's own array, copied as Rust's `into_iter`
                    // takes it: a write to it in the body is not seen by
                    // the loop (red team, `for` over arrays).
                    None if matches!(
                        &*looping.expr,
                        Expr::Path(_) | Expr::Array(_) | Expr::Repeat(_)
                    ) =>
                    {
                        format!("by_value({})", self.expr(&looping.expr, false))
                    }
                    None => self.expr(&looping.expr, false),
                };
                self.open();
                let name = self.declare(&pat_ident(&looping.pat));
                self.unroll(&looping.attrs);
                self.cpp
                    .push(&format!("for (auto {name} : {iterations}) {{\n"));
                self.body(&looping.body);
                self.close();
                self.cpp.push("}\n");
            }
            Expr::Block(inner) => {
                self.cpp.push("{\n");
                self.body(&inner.block);
                self.cpp.push("}\n");
            }
            other => {
                let text = self.expr(other, false);
                self.cpp.push(&format!("{text};\n"));
            }
        }
    }

    /// A loop's `#[unroll]` as the C++'s `#pragma unroll`, on the line
    /// before it.
    fn unroll(&mut self, attrs: &[syn::Attribute]) {
        for attr in attrs.iter().filter(|a| a.path().is_ident("unroll")) {
            match crate::valid::unroll_count(attr) {
                Ok(Some(count)) => self.cpp.push(&format!("#pragma unroll {count}\n")),
                _ => self.cpp.push("#pragma unroll\n"),
            }
        }
    }

    fn if_stmt(&mut self, branch: &syn::ExprIf) {
        self.open();
        match &*branch.cond {
            Expr::Let(binding) => {
                let scrutinee = self.expr(&binding.expr, false);
                let bound = match &*binding.pat {
                    syn::Pat::TupleStruct(t) => t.elems.first().unwrap_or(&binding.pat),
                    other => other,
                };
                let name = self.declare(&pat_ident(bound));
                self.cpp.push(&format!(
                    "if (auto {name}__option = {scrutinee}; {name}__option.is_some()) {{\nauto {name} = {name}__option.unwrap();\n"
                ));
            }
            cond => {
                let cond = self.expr(cond, false);
                self.cpp.push(&format!("if ({cond}) {{\n"));
            }
        }
        self.body(&branch.then_branch);
        self.close();
        self.cpp.push("}");
        match branch.else_branch.as_ref().map(|(_, e)| &**e) {
            Some(Expr::If(next)) => {
                self.cpp.push(" else ");
                self.if_stmt(next);
            }
            Some(Expr::Block(otherwise)) => {
                self.cpp.push(" else {\n");
                self.body(&otherwise.block);
                self.cpp.push("}\n");
            }
            _ => self.cpp.push("\n"),
        }
    }

    /// `e` in C++, where a literal is uniform with `operand`, and a constant
    /// (`u32::MAX`) with `constant` too (compared), as in the Rust rustc
    /// checks (`check::Checked::uniform_where_literal`; red team round 65: a
    /// constant uniform to rustc and plain here failed in NVRTC at `.get()`).
    fn uniform_where_literal(&self, e: &Expr, operand: bool, constant: bool) -> String {
        let value = self.expr(e, operand);
        if constant && self.is_compared_constant(e) {
            format!("lit({value})")
        } else if constant && self.is_constant_arithmetic(e) {
            format!("lit(plain({value}))")
        } else {
            value
        }
    }

    /// Arithmetic on constants, const parameters and literals alone, as
    /// `check::Checked::is_constant_arithmetic` says.
    fn is_constant_arithmetic(&self, e: &Expr) -> bool {
        crate::math::is_constant_arithmetic(e, &|e| {
            self.is_compared_constant(e) || self.is_const_param(e)
        })
    }

    /// Whether `e` is one of the kernel's const parameters alone (`N`), as
    /// `check::Checked::is_const_param` says.
    fn is_const_param(&self, e: &Expr) -> bool {
        matches!(e, Expr::Path(path) if self.generic(&path.path, true).is_some())
    }

    /// A constant by a path (`u32::MAX`) or a `const` item by its name
    /// (`LIMIT`), in parentheses or not, as
    /// `check::Checked::is_compared_constant` says. A const parameter is
    /// uniform as an operand already (`expr`).
    fn is_compared_constant(&self, e: &Expr) -> bool {
        let e = crate::math::unparenthesized(e);
        crate::math::is_constant_expr(e)
            || (crate::math::is_named_constant(e, &self.bound) && !self.is_const_param(e))
    }

    /// A shim math function's arguments, as plain values (`plain(x_)`).
    fn plain_arguments<'e>(&self, args: impl IntoIterator<Item = &'e Expr>) -> String {
        let args: Vec<String> = args
            .into_iter()
            .map(|a| format!("plain({})", self.expr(a, false)))
            .collect();
        args.join(", ")
    }

    /// An expression in C++; `operand`: a literal here is uniform (`lit(...)`).
    fn expr(&self, e: &Expr, operand: bool) -> String {
        match e {
            e if untyped_float(e).is_some()
                || matches!(e, Expr::Lit(lit) if is_float(&lit.lit)) =>
            {
                let constant = match (untyped_float(e), e) {
                    (Some(lit), _) => Constant::UntypedFloat {
                        literal: match &lit.lit {
                            Lit::Float(float) => float.clone(),
                            _ => unreachable!("an untyped float is a float literal"),
                        },
                        negative: matches!(e, Expr::Unary(_)),
                    },
                    (None, Expr::Lit(lit)) => Constant::Float(lit.lit.clone()),
                    _ => unreachable!("a float literal"),
                };
                let value = self.constant_slot(constant);
                if operand {
                    format!("lit({value})")
                } else {
                    value
                }
            }
            Expr::Lit(lit) if operand => format!("lit({})", literal(&lit.lit)),
            Expr::Lit(lit) => literal(&lit.lit),
            // A kernel's const parameter is uniform where a literal is, as in
            // the Rust rustc checks (`check::Checked::constants`).
            Expr::Path(p) if operand && self.generic(&p.path, true).is_some() => {
                format!("lit({})", self.resolve_value(p.path.get_ident().unwrap()))
            }
            Expr::Path(p) => match p.path.get_ident() {
                Some(ident) => self.resolve_value(ident),
                // `core::f32::consts::PI`: rustc's value, as a `const` item's.
                None if crate::math::is_float_constant_path(&p.path) => {
                    let path = &p.path;
                    self.constant_slot(Constant::Value(syn::parse_quote!(#path)))
                }
                None => self.constant(&p.path).unwrap_or_else(|| self.path(&p.path)),
            },
            Expr::Binary(binary) if matches!(binary.op, BinOp::And(_) | BinOp::Or(_)) => {
                let function = if matches!(binary.op, BinOp::And(_)) {
                    "logic_and"
                } else {
                    "logic_or"
                };
                format!(
                    "{function}({}, [&]() {{ return {}; }})",
                    self.expr(&binary.left, true),
                    self.expr(&binary.right, true)
                )
            }
            // Operators the shim spells as functions, where C++'s would mean
            // another thing than Rust's (`shim_operator`).
            Expr::Binary(binary) if shim_operator(&binary.op).is_some() => {
                let function = shim_operator(&binary.op).expect("a shim operator");
                // A compound assignment's left side is a place, not an
                // operand; its right side is uniform where a constant.
                let compound = is_compound(&binary.op);
                let (place, value) = (
                    self.expr(&binary.left, !compound),
                    self.uniform_where_literal(&binary.right, true, compound),
                );
                if compound && !matches!(&*binary.left, Expr::Path(_)) {
                    // Rust computes the value of `place op= value` first, then
                    // the place (C++'s own `op=` too), where a call's two
                    // arguments have no order: the value is an argument of
                    // `math::assign_after`, and the place the body of a
                    // lambda it calls, where the place is more than a variable (red team, Rust's meaning round 4:
                    // `acc[i] += 10 / v` stopped at `acc`'s index check where
                    // Rust's division panics first).
                    let operation = function
                        .trim_start_matches("math::")
                        .trim_end_matches("_assign");
                    format!("math::assign_after<math::Compound::{operation}>({value}, [&]() -> decltype(auto) {{ return ({place}); }})")
                } else {
                    format!("{function}({place}, {value})")
                }
            }
            Expr::Binary(binary) => {
                let op = binary.op;
                let text = quote!(#op).to_string();
                if is_compound(&op) {
                    // A constant updates a uniform variable as a literal does.
                    format!(
                        "{} {text} {}",
                        self.expr(&binary.left, false),
                        self.uniform_where_literal(&binary.right, true, true)
                    )
                } else {
                    // Every other operator is the shim's (`shim_operator`),
                    // `&&` or `||`, or a comparison: C++'s own where both
                    // operands have their Rust types in C++, else the shim's.
                    let (left, right) = (
                        self.uniform_where_literal(&binary.left, true, true),
                        self.uniform_where_literal(&binary.right, true, true),
                    );
                    let untyped = [&binary.left, &binary.right]
                        .into_iter()
                        .any(|side| crate::valid::has_unsuffixed_number(side));
                    match comparison(&op).filter(|_| untyped) {
                        Some(function) => format!("{function}({left}, {right})"),
                        None => format!("({left} {text} {right})"),
                    }
                }
            }
            Expr::Unary(unary) => match unary.op {
                // Rust's `!` is logical on `bool` and bitwise on integers.
                UnOp::Not(_) => format!("complement({})", self.expr(&unary.expr, true)),
                // Rust's `-`: a float's sign bit alone, a NaN's payload kept.
                _ => match signed_minimum(e) {
                    Some(minimum) if operand => format!("lit({minimum})"),
                    Some(minimum) => minimum.to_string(),
                    None => format!("math::negate({})", self.expr(&unary.expr, true)),
                },
            },
            Expr::Paren(paren) => format!("({})", self.expr(&paren.expr, operand)),
            Expr::Reference(reference) => self.expr(&reference.expr, false),
            Expr::Cast(cast) => format!(
                "cast<{}>({})",
                self.ty(&cast.ty),
                self.expr(&cast.expr, true)
            ),
            Expr::Array(array) => format!("array({})", self.cells(&array.elems)),
            Expr::Tuple(tuple) => format!("tuple({})", self.cells(&tuple.elems)),
            Expr::Repeat(repeat) => format!(
                "repeat<({})>(plain({}))",
                self.expr(&repeat.len, false),
                self.expr(&repeat.expr, false)
            ),
            // A field of a struct argument: uniform, from a uniform struct.
            Expr::Field(field) => match &field.member {
                // The base is a name or a field of one (a device function
                // returns no struct), so it may be read twice.
                syn::Member::Named(member) => {
                    let base = self.expr(&field.base, false);
                    format!("field({base}, plain({base}).{member}_)")
                }
                syn::Member::Unnamed(index) => {
                    format!("get<{}>({})", index.index, self.expr(&field.base, false))
                }
            },
            Expr::Index(index) => {
                // `a[[&]() {..}()]` would open a C++ attribute (`[[`).
                let at = self.expr(&index.index, false);
                let at = if at.starts_with('[') {
                    format!("({at})")
                } else {
                    at
                };
                format!("{}[{at}]", self.expr(&index.expr, false))
            }
            Expr::Assign(assign) => format!(
                "{} = {}",
                self.expr(&assign.left, false),
                self.expr(&assign.right, true)
            ),
            Expr::MethodCall(call) if crate::math::is_method(&call.method) => {
                // As uniform as its operands all are (`check`: `__private::lifted`);
                // a number without a suffix beside the receiver takes its type,
                // as rustc gives it (`rounds.min(8)`).
                let operands: Vec<String> = std::iter::once(&*call.receiver)
                    .chain(&call.args)
                    .map(|a| self.expr(a, true))
                    .collect();
                format!(
                    "lifted<math::method::{}, {}>({})",
                    call.method,
                    crate::math::takes_self_operands(&call.method),
                    operands.join(", ")
                )
            }
            Expr::MethodCall(call) => {
                let generics = call
                    .turbofish
                    .as_ref()
                    .map(|t| format!("<{}>", self.turbofish(&t.args)))
                    .unwrap_or_default();
                let args: Vec<String> = call.args.iter().map(|a| self.expr(a, false)).collect();
                format!(
                    "{}.{}{generics}({})",
                    self.expr(&call.receiver, false),
                    call.method,
                    args.join(", ")
                )
            }
            Expr::Call(call) => {
                if let Some((ty, function)) = crate::math::type_function(&call.func) {
                    // `u64::from(x)` is as uniform as `x` (`check`: `lifted`),
                    // and `cast` keeps it so.
                    let args = match function {
                        crate::math::TypeFunction::From(_) => self.expr(&call.args[0], true),
                        _ => self.plain_arguments(&call.args),
                    };
                    return format!("{}({args})", function.cpp(ty));
                }
                // A constant alone is uniform, as in the Rust (`check::Checked::constant_alone`;
                // red team round 81: `rounds(block, ROUNDS)` to a `Uniform<u32>` parameter).
                let args: Vec<String> = call
                    .args
                    .iter()
                    .map(|a| self.uniform_where_literal(a, true, true))
                    .collect();
                let callee = callee(e).and_then(|path| self.callees.iter().position(|c| c == path));
                match callee {
                    Some(k) => format!("cuda_sync_call__{k}__({})", args.join(", ")),
                    None => format!("{}({})", self.expr(&call.func, false), args.join(", ")),
                }
            }
            Expr::If(branch) => self.value_if(branch),
            Expr::Block(inner) => format!("{}()", self.value_lambda(&inner.block)),
            Expr::Break(_) => "break".to_string(),
            Expr::Continue(_) => "continue".to_string(),
            Expr::Return(r) => match &r.expr {
                Some(value) => format!("return {}", self.uniform_where_literal(value, true, true)),
                None => "return".to_string(),
            },
            other => quote!(#other).to_string(),
        }
    }
}

/// The shim's function for an operator whose C++ means another thing than
/// Rust's: `+`, `-` and `*` wrap on signed integers, where C++'s overflow is
/// undefined (`math::add`, `sub`, `mul`); `<<` and `>>` take their amount
/// modulo the width (`math::shl`, `shr`); `/` and `%` stop at a zero divisor
/// and at `MIN / -1` on integers, and `%` is `fmod` on floats (`math::div`,
/// `math::rem`); each with its compound assignment. `&`, `|` and `^` on two
/// `bool`s are `bool`, where C++'s are `int` (a later `!` would be bitwise).
fn shim_operator(op: &BinOp) -> Option<&'static str> {
    Some(match op {
        BinOp::Add(_) => "math::add",
        BinOp::Sub(_) => "math::sub",
        BinOp::Mul(_) => "math::mul",
        BinOp::Div(_) => "math::div",
        BinOp::Rem(_) => "math::rem",
        BinOp::Shl(_) => "math::shl",
        BinOp::Shr(_) => "math::shr",
        BinOp::AddAssign(_) => "math::add_assign",
        BinOp::SubAssign(_) => "math::sub_assign",
        BinOp::MulAssign(_) => "math::mul_assign",
        BinOp::DivAssign(_) => "math::div_assign",
        BinOp::RemAssign(_) => "math::rem_assign",
        BinOp::ShlAssign(_) => "math::shl_assign",
        BinOp::ShrAssign(_) => "math::shr_assign",
        BinOp::BitAnd(_) => "bit_and",
        BinOp::BitOr(_) => "bit_or",
        BinOp::BitXor(_) => "bit_xor",
        _ => return None,
    })
}

/// The shim's function for a comparison with a number without a suffix:
/// Rust's, whose operands have one type, where C++ would promote a `u8`
/// beside the number's `int` (`math::eq` in `math.cuh`).
fn comparison(op: &BinOp) -> Option<&'static str> {
    Some(match op {
        BinOp::Eq(_) => "math::eq",
        BinOp::Ne(_) => "math::ne",
        BinOp::Lt(_) => "math::lt",
        BinOp::Le(_) => "math::le",
        BinOp::Gt(_) => "math::gt",
        BinOp::Ge(_) => "math::ge",
        _ => return None,
    })
}

pub fn is_compound(op: &BinOp) -> bool {
    matches!(
        op,
        BinOp::AddAssign(_)
            | BinOp::SubAssign(_)
            | BinOp::MulAssign(_)
            | BinOp::DivAssign(_)
            | BinOp::RemAssign(_)
            | BinOp::BitAndAssign(_)
            | BinOp::BitOrAssign(_)
            | BinOp::BitXorAssign(_)
            | BinOp::ShlAssign(_)
            | BinOp::ShrAssign(_)
    )
}

/// The name a pattern binds (the subset's patterns bind one name; `_` binds
/// one no Rust name can be, as names with `__` are refused).
fn pat_ident(pat: &syn::Pat) -> syn::Ident {
    match pat {
        syn::Pat::Ident(ident) => ident.ident.clone(),
        syn::Pat::Type(typed) => pat_ident(&typed.pat),
        other => syn::Ident::new("unnamed__", other.span()),
    }
}

/// The C++ of `e` where it is a signed type's minimum written as Rust
/// writes it, the negation of a literal one past the type's maximum
/// (`-128i8`, `-2147483648i32`, `-9223372036854775808i64`): that literal
/// fits no C++ `int` (or is past the narrow type's maximum), so the C++
/// spells the minimum as a difference of two that fit.
pub fn signed_minimum(e: &Expr) -> Option<&'static str> {
    let Expr::Unary(unary) = e else { return None };
    let (
        UnOp::Neg(_),
        Expr::Lit(syn::ExprLit {
            lit: Lit::Int(int), ..
        }),
    ) = (unary.op, &*unary.expr)
    else {
        return None;
    };
    match (int.suffix(), int.base10_parse::<u64>().ok()?) {
        ("i8", 128) => Some("((signed char)(-127 - 1))"),
        ("i16", 32_768) => Some("((short)(-32767 - 1))"),
        ("i32", 2_147_483_648) => Some("(-2147483647 - 1)"),
        ("i64", 9_223_372_036_854_775_808) => Some("(-9223372036854775807ll - 1ll)"),
        _ => None,
    }
}

/// The float literal without a suffix that `e` is, negated or not (`0.5`,
/// `-0.5`): rustc types it by the operand beside it.
pub fn untyped_float(e: &Expr) -> Option<&syn::ExprLit> {
    match e {
        Expr::Lit(lit) if matches!(&lit.lit, Lit::Float(f) if f.suffix().is_empty()) => Some(lit),
        Expr::Unary(unary) if matches!(unary.op, UnOp::Neg(_)) => match &*unary.expr {
            Expr::Lit(_) => untyped_float(&unary.expr),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `lit` is a float: a float literal, or digits with a float suffix
/// (`3f32`).
fn is_float(lit: &Lit) -> bool {
    match lit {
        Lit::Float(_) => true,
        Lit::Int(int) => matches!(int.suffix(), "f32" | "f64"),
        _ => false,
    }
}

/// An integer or `bool` literal in C++: the Rust suffix becomes the C++ one.
/// (A float is rustc's value, [`Constant::Float`].)
fn literal(lit: &Lit) -> String {
    match lit {
        Lit::Int(int) => {
            let digits = int.base10_digits();
            let suffix = match int.suffix() {
                "u32" => "u",
                "u64" | "usize" => "ull",
                "i64" => "ll",
                // C++ has no literal of a narrow type: an `int` cast to it.
                narrow @ ("u8" | "i8" | "u16" | "i16") => {
                    let ty = crate::parse::scalar(narrow).expect("a scalar type");
                    return format!("(({ty}){digits})");
                }
                _ => "",
            };
            format!("{digits}{suffix}")
        }
        Lit::Bool(b) => b.value.to_string(),
        // `b'0'`: a `u8`.
        Lit::Byte(byte) => format!("((unsigned char){})", byte.value()),
        other => quote!(#other).to_string(),
    }
}

/// An integer literal's value as the launcher's `(EXPR) as u64` computes it,
/// where it is the literal's digits: a literal that its type holds, of a type
/// that `as u64` keeps (no suffix, which is `i32`, or `u32`, `u64`, `usize`).
/// A float suffix (`16777217f32`) or a literal past its type
/// (`257u8` under `allow(overflowing_literals)`) rounds or wraps on the host:
/// the kernel then reads the length the launcher passed.
fn length_literal(int: &syn::LitInt) -> Option<u64> {
    let value = int.base10_parse::<u64>().ok()?;
    let most = match int.suffix() {
        "" => i32::MAX as u64,
        "u32" => u64::from(u32::MAX),
        "u64" | "usize" => u64::MAX,
        _ => return None,
    };
    (value <= most).then_some(value)
}
