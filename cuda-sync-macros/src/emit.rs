//! The CUDA C++ side: the same body, construct for construct, over the shim in
//! `cpp/include/cuda_sync/`. Each statement is preceded by a `#line` directive
//! naming its Rust line, so NVRTC errors and sanitizer reports point at Rust.
//!
//! The text is returned as tokens of a `concat!` whose file name parts are
//! `file!()`, so the directives name the file the kernel is written in.

use proc_macro2::TokenStream;
use quote::quote;
use syn::spanned::Spanned;
use syn::{BinOp, Block, Expr, GenericArgument, ItemFn, Lit, PathArguments, ReturnType, Stmt, Type, UnOp};

use crate::parse::{scalar, Kind, Param};

/// C++ text with `#line` directives whose file name is filled in by `file!()`.
#[derive(Default)]
struct Cpp {
    parts: Vec<String>,
    current: String,
}

impl Cpp {
    fn push(&mut self, text: &str) {
        self.current.push_str(text);
    }

    fn line(&mut self, span: proc_macro2::Span) {
        self.current.push_str(&format!("\n#line {} \"", span.start().line));
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

/// Calls every `name(...)` call (device function calls) in `body`.
pub fn visit_calls(body: &Block, found: &mut dyn FnMut(&syn::Ident)) {
    visit_exprs(body, &mut |e| {
        if let Expr::Call(call) = e {
            if let Expr::Path(path) = &*call.func {
                if let Some(ident) = path.path.get_ident() {
                    found(ident);
                }
            }
        }
    });
}

/// Calls `found` on every expression in `body`, outermost first.
pub fn visit_exprs(body: &Block, found: &mut dyn FnMut(&Expr)) {
    struct Visitor<'a>(&'a mut dyn FnMut(&Expr));
    impl<'ast> syn::visit::Visit<'ast> for Visitor<'_> {
        fn visit_expr(&mut self, e: &'ast Expr) {
            (self.0)(e);
            syn::visit::visit_expr(self, e);
        }
    }
    syn::visit::Visit::visit_block(&mut Visitor(found), body);
}

/// The C++ spelling of a type in the subset.
pub fn ty(t: &Type) -> String {
    match t {
        Type::Reference(reference) => match &*reference.elem {
            Type::Slice(slice) if reference.mutability.is_some() => format!("{}*", ty(&slice.elem)),
            Type::Slice(slice) => format!("const {}*", ty(&slice.elem)),
            inner if reference.mutability.is_some() => format!("{}&", ty(inner)),
            inner => format!("const {}&", ty(inner)),
        },
        Type::Path(path) => {
            let last = path.path.segments.last().expect("a type path has a segment");
            let name = last.ident.to_string();
            if let Some(cpp) = scalar(&name) {
                return cpp.to_string();
            }
            match &last.arguments {
                PathArguments::AngleBracketed(args) => format!("{name}<{}>", generic_args(&args.args)),
                _ => name,
            }
        }
        Type::Paren(inner) => ty(&inner.elem),
        other => quote!(#other).to_string(),
    }
}

fn generic_args(args: &syn::punctuated::Punctuated<GenericArgument, syn::Token![,]>) -> String {
    args.iter()
        .map(|arg| match arg {
            GenericArgument::Type(t) => ty(t),
            GenericArgument::Const(c) => expr_text(c),
            other => quote!(#other).to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn param(p: &Param) -> String {
    let name = &p.name;
    match p.kind.as_ref() {
        Some(Kind::Input(t)) => format!("const {}* __restrict__ {name}", ty(t)),
        Some(Kind::Output(t)) => format!("{}* {name}", ty(t)),
        Some(Kind::Global(t)) => format!("Global<{}> {name}", ty(t)),
        Some(Kind::Scalar(t)) => format!("{} {name}__arg", scalar(&t.to_string()).unwrap_or("int")),
        Some(Kind::Context) | None => String::new(),
    }
}

/// A kernel's C++: `extern "C" __global__`, the block context declared inside,
/// scalar arguments made uniform, then the body.
pub fn kernel(function: &ItemFn, params: &[Param]) -> TokenStream {
    let mut cpp = Cpp::default();
    let signature: Vec<String> = params.iter().map(param).filter(|p| !p.is_empty()).collect();
    cpp.line(function.sig.ident.span());
    cpp.push(&format!("extern \"C\" __global__ void {}({}) {{\n", function.sig.ident, signature.join(", ")));
    for p in params {
        match p.kind.as_ref() {
            Some(Kind::Context) => cpp.push(&format!("const ThisBlock {}{{}};\n", p.name)),
            Some(Kind::Scalar(t)) => {
                let t = scalar(&t.to_string()).unwrap_or("int");
                cpp.push(&format!("const Uniform<{t}> {0}{{{0}__arg}};\n", p.name));
            }
            _ => {}
        }
    }
    body(&mut cpp, &function.block);
    cpp.push("}\n");
    cpp.finish()
}

/// A device function's C++.
pub fn device(function: &ItemFn) -> TokenStream {
    let mut cpp = Cpp::default();
    let output = match &function.sig.output {
        ReturnType::Default => "void".to_string(),
        ReturnType::Type(_, t) => ty(t),
    };
    let params: Vec<String> = crate::parse::params(&function.sig.inputs)
        .into_iter()
        .flatten()
        .map(|p| format!("{} {}", ty(&p.ty), p.name))
        .collect();
    cpp.line(function.sig.ident.span());
    cpp.push(&format!("__device__ {output} {}({}) {{\n", function.sig.ident, params.join(", ")));
    body(&mut cpp, &function.block);
    cpp.push("}\n");
    cpp.finish()
}

fn body(cpp: &mut Cpp, block: &Block) {
    for s in &block.stmts {
        stmt(cpp, s);
    }
}

fn stmt(cpp: &mut Cpp, s: &Stmt) {
    cpp.line(s.span());
    match s {
        Stmt::Local(local) => {
            let (name, declared) = match &local.pat {
                syn::Pat::Type(typed) => (quote!(#typed.pat).to_string(), ty(&typed.ty)),
                pat => (pat_name(pat), "auto".to_string()),
            };
            let init = local.init.as_ref().map(|i| expr(&i.expr, false)).unwrap_or_default();
            cpp.push(&format!("{declared} {name} = {init};\n"));
        }
        Stmt::Expr(e, _) => statement_expr(cpp, e),
        _ => {}
    }
}

fn pat_name(pat: &syn::Pat) -> String {
    match pat {
        syn::Pat::Ident(ident) => ident.ident.to_string(),
        syn::Pat::Type(typed) => pat_name(&typed.pat),
        other => quote!(#other).to_string(),
    }
}

fn statement_expr(cpp: &mut Cpp, e: &Expr) {
    match e {
        Expr::If(branch) => if_stmt(cpp, branch),
        Expr::While(looping) => {
            cpp.push(&format!("while ({}) {{\n", expr(&looping.cond, false)));
            body(cpp, &looping.body);
            cpp.push("}\n");
        }
        Expr::ForLoop(looping) => {
            let Expr::Range(range) = &*looping.expr else { return };
            let start = range.start.as_deref().map(|s| expr(s, true)).unwrap_or_default();
            let end = range.end.as_deref().map(|s| expr(s, true)).unwrap_or_default();
            cpp.push(&format!("for (auto {} : range({start}, {end})) {{\n", pat_name(&looping.pat)));
            body(cpp, &looping.body);
            cpp.push("}\n");
        }
        Expr::Block(inner) => {
            cpp.push("{\n");
            body(cpp, &inner.block);
            cpp.push("}\n");
        }
        other => cpp.push(&format!("{};\n", expr(other, false))),
    }
}

fn if_stmt(cpp: &mut Cpp, branch: &syn::ExprIf) {
    match &*branch.cond {
        Expr::Let(binding) => {
            let name = match &*binding.pat {
                syn::Pat::TupleStruct(t) => t.elems.first().map(pat_name).unwrap_or_default(),
                other => pat_name(other),
            };
            cpp.push(&format!(
                "if (auto {name}__option = {}; {name}__option.is_some()) {{\nauto {name} = {name}__option.unwrap();\n",
                expr(&binding.expr, false)
            ));
        }
        cond => cpp.push(&format!("if ({}) {{\n", expr(cond, false))),
    }
    body(cpp, &branch.then_branch);
    cpp.push("}");
    match branch.else_branch.as_ref().map(|(_, e)| &**e) {
        Some(Expr::If(next)) => {
            cpp.push(" else ");
            if_stmt(cpp, next);
        }
        Some(Expr::Block(otherwise)) => {
            cpp.push(" else {\n");
            body(cpp, &otherwise.block);
            cpp.push("}\n");
        }
        _ => cpp.push("\n"),
    }
}

fn expr_text(e: &Expr) -> String {
    expr(e, false)
}

/// A literal in C++: the Rust suffix becomes the C++ one.
fn literal(lit: &Lit) -> String {
    match lit {
        Lit::Int(int) => {
            let digits = int.base10_digits();
            let suffix = match int.suffix() {
                "u32" => "u",
                "u64" | "usize" => "ull",
                "i64" => "ll",
                _ => "",
            };
            format!("{digits}{suffix}")
        }
        Lit::Float(float) => {
            let digits = float.base10_digits();
            let digits = if digits.contains(['.', 'e', 'E']) { digits.to_string() } else { format!("{digits}.0") };
            if float.suffix() == "f32" {
                format!("{digits}f")
            } else {
                digits
            }
        }
        Lit::Bool(b) => b.value.to_string(),
        other => quote!(#other).to_string(),
    }
}

fn path(p: &syn::Path) -> String {
    p.segments
        .iter()
        .map(|segment| match &segment.arguments {
            PathArguments::AngleBracketed(args) => format!("{}<{}>", segment.ident, generic_args(&args.args)),
            _ => segment.ident.to_string(),
        })
        .collect::<Vec<_>>()
        .join("::")
}

/// An expression in C++; `operand`: a literal here is uniform (`lit(...)`).
fn expr(e: &Expr, operand: bool) -> String {
    match e {
        Expr::Lit(lit) if operand => format!("lit({})", literal(&lit.lit)),
        Expr::Lit(lit) => literal(&lit.lit),
        Expr::Path(p) => path(&p.path),
        Expr::Binary(binary) => {
            let op = binary.op;
            let text = quote!(#op).to_string();
            if matches!(op, BinOp::AddAssign(_) | BinOp::SubAssign(_) | BinOp::MulAssign(_) | BinOp::DivAssign(_)
                | BinOp::RemAssign(_) | BinOp::BitAndAssign(_) | BinOp::BitOrAssign(_) | BinOp::BitXorAssign(_)
                | BinOp::ShlAssign(_) | BinOp::ShrAssign(_))
            {
                format!("{} {text} {}", expr(&binary.left, false), expr(&binary.right, true))
            } else {
                format!("({} {text} {})", expr(&binary.left, true), expr(&binary.right, true))
            }
        }
        Expr::Unary(unary) => {
            let op = match unary.op {
                UnOp::Not(_) => "!",
                UnOp::Neg(_) => "-",
                _ => "*",
            };
            format!("({op}{})", expr(&unary.expr, true))
        }
        Expr::Paren(paren) => format!("({})", expr(&paren.expr, operand)),
        Expr::Reference(reference) => expr(&reference.expr, false),
        Expr::Cast(cast) => format!("cast<{}>({})", ty(&cast.ty), expr(&cast.expr, true)),
        Expr::Index(index) => format!("{}[{}]", expr(&index.expr, false), expr(&index.index, false)),
        Expr::Assign(assign) => format!("{} = {}", expr(&assign.left, false), expr(&assign.right, false)),
        Expr::MethodCall(call) => {
            let generics = call
                .turbofish
                .as_ref()
                .map(|t| format!("<{}>", generic_args(&t.args)))
                .unwrap_or_default();
            let args: Vec<String> = call.args.iter().map(|a| expr(a, false)).collect();
            format!("{}.{}{generics}({})", expr(&call.receiver, false), call.method, args.join(", "))
        }
        Expr::Call(call) => {
            let args: Vec<String> = call.args.iter().map(|a| expr(a, false)).collect();
            format!("{}({})", expr(&call.func, false), args.join(", "))
        }
        Expr::Break(_) => "break".to_string(),
        Expr::Continue(_) => "continue".to_string(),
        Expr::Return(r) => match &r.expr {
            Some(value) => format!("return {}", expr(value, false)),
            None => "return".to_string(),
        },
        other => quote!(#other).to_string(),
    }
}
