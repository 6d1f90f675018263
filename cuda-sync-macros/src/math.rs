//! The methods and associated constants of Rust's scalar types that a kernel
//! may use: rustc type-checks them as Rust's own, and the C++ calls the shim's
//! functions of the same names (`cpp/include/cuda_sync/math.cuh`), which are
//! CUDA's device functions with Rust's meaning.

use syn::Path;

/// Methods of `f32`/`f64` and of the integer types, emitted as
/// `math::name(receiver, args...)`. None of them touches memory.
const METHODS: &[&str] = &[
    "sqrt",
    "cbrt",
    "exp",
    "exp2",
    "ln",
    "log2",
    "log10",
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan",
    "sinh",
    "cosh",
    "tanh",
    "floor",
    "ceil",
    "round",
    "trunc",
    "powf",
    "powi",
    "atan2",
    "hypot",
    "copysign",
    "min",
    "max",
    "clamp",
    "abs",
    "recip",
    "mul_add",
    "signum",
    "is_nan",
    "is_finite",
    "to_bits",
    "wrapping_add",
    "wrapping_sub",
    "wrapping_mul",
    "saturating_add",
    "saturating_sub",
    "pow",
    "count_ones",
    "count_zeros",
    "leading_ones",
    "trailing_ones",
    "leading_zeros",
    "trailing_zeros",
    "rotate_left",
    "rotate_right",
    "rem_euclid",
    "div_euclid",
    "abs_diff",
    "unsigned_abs",
    "is_power_of_two",
    "wrapping_neg",
    "wrapping_abs",
    "ilog2",
    "ilog10",
    "isqrt",
];

/// The methods of `METHODS` whose every operand is of the receiver's type
/// (`f32::max(a, b)`, `u32::wrapping_add(a, b)`): a number without a suffix
/// there is of the type the method is called by.
const SELF_OPERANDS: &[&str] = &[
    "powf",
    "atan2",
    "hypot",
    "copysign",
    "min",
    "max",
    "clamp",
    "mul_add",
    "wrapping_add",
    "wrapping_sub",
    "wrapping_mul",
    "saturating_add",
    "saturating_sub",
    "rem_euclid",
    "div_euclid",
    "abs_diff",
];

/// The methods of `METHODS` whose other operand has a type of its own: a
/// number without a suffix there is of that type, as rustc gives it
/// (`x.pow(2)`, `y.powi(-1)`, `z.rotate_left(3)`).
const AMOUNT_OPERANDS: &[(&str, &str)] = &[
    ("pow", "u32"),
    ("powi", "i32"),
    ("rotate_left", "u32"),
    ("rotate_right", "u32"),
];

/// The type of `method`'s other operand, where it has one of its own.
pub fn amount_type(method: &syn::Ident) -> Option<&'static str> {
    AMOUNT_OPERANDS
        .iter()
        .find(|(name, _)| method == name)
        .map(|(_, ty)| *ty)
}

/// Whether every operand of `method` is of its receiver's type.
pub fn takes_self_operands(method: &syn::Ident) -> bool {
    SELF_OPERANDS.iter().any(|m| method == m)
}

/// Methods of Rust's scalar types (and of the traits every scalar has) that
/// the kernel language does not map to CUDA: the C++ would call them as
/// members of a number and fail in NVRTC, so the macro refuses them by name.
/// No method of the crate's kernel types has one of these names; `clone_from`
/// is refused as an assignment in disguise (`valid::mutates_its_receiver`).
const RUST_ONLY: &[&str] = &[
    // f32 and f64
    "acosh",
    "asinh",
    "atanh",
    "classify",
    "exp_m1",
    "fract",
    "is_infinite",
    "is_normal",
    "is_sign_negative",
    "is_sign_positive",
    "is_subnormal",
    "ln_1p",
    "log",
    "maximum",
    "minimum",
    "midpoint",
    "next_down",
    "next_up",
    "round_ties_even",
    "sin_cos",
    "to_be_bytes",
    "to_degrees",
    "to_int_unchecked",
    "to_le_bytes",
    "to_ne_bytes",
    "to_radians",
    "total_cmp",
    "abs_sub",
    // integers
    "checked_abs",
    "checked_add",
    "checked_div",
    "checked_div_euclid",
    "checked_ilog2",
    "checked_ilog10",
    "checked_mul",
    "checked_neg",
    "checked_next_power_of_two",
    "checked_pow",
    "checked_rem",
    "checked_rem_euclid",
    "checked_shl",
    "checked_shr",
    "checked_sub",
    "div_ceil",
    "ilog",
    "is_negative",
    "is_positive",
    "next_multiple_of",
    "next_power_of_two",
    "overflowing_abs",
    "overflowing_add",
    "overflowing_div",
    "overflowing_mul",
    "overflowing_neg",
    "overflowing_pow",
    "overflowing_rem",
    "overflowing_shl",
    "overflowing_shr",
    "overflowing_sub",
    "reverse_bits",
    "saturating_abs",
    "saturating_div",
    "saturating_mul",
    "saturating_neg",
    "saturating_pow",
    "swap_bytes",
    "to_be",
    "to_le",
    "wrapping_div",
    "wrapping_div_euclid",
    "wrapping_pow",
    "wrapping_rem",
    "wrapping_rem_euclid",
    "wrapping_shl",
    "wrapping_shr",
    "cast_signed",
    "cast_unsigned",
    "unbounded_shl",
    "unbounded_shr",
    // bool
    "then",
    "then_some",
    // the traits of every scalar
    "clone",
    "to_owned",
    "to_string",
    "into",
    "try_into",
    "eq",
    "ne",
    "lt",
    "le",
    "gt",
    "ge",
    "partial_cmp",
    "cmp",
    "hash",
    "add",
    "sub",
    "mul",
    "div",
    "rem",
    "neg",
    "not",
    "shl",
    "shr",
    "bitand",
    "bitor",
    "bitxor",
];

/// Whether `method` is Rust's and not the kernel language's (`exp_m1`).
pub fn is_rust_only(method: &syn::Ident) -> bool {
    RUST_ONLY.contains(&method.to_string().as_str())
}

/// How the kernel language spells a method it does not have, where one
/// spelling does what the method does (CUDA's own names, `rsqrt`, included).
const SPELLED_OTHERWISE: &[(&str, &str)] = &[
    ("rsqrt", "`x.sqrt().recip()`"),
    ("exp_m1", "`x.exp() - 1.0f32`"),
    ("ln_1p", "`(1.0f32 + x).ln()`"),
    ("to_degrees", "`x * 57.29578f32` (`180 / π`)"),
    ("to_radians", "`x * 0.017453292f32` (`π / 180`)"),
    ("fract", "`x - x.trunc()`"),
    ("sin_cos", "`(x.sin(), x.cos())`"),
    ("is_infinite", "`!x.is_finite() && !x.is_nan()`"),
    (
        "is_sign_negative",
        "`x.to_bits() >> 31u32 == 1u32` (an `f32`)",
    ),
    (
        "is_sign_positive",
        "`x.to_bits() >> 31u32 == 0u32` (an `f32`)",
    ),
    ("log", "`x.ln() / base.ln()`"),
    ("max_by", "`a.max(b)`"),
    ("div_ceil", "`x / m + (x % m != 0) as u32` (of a `u32`)"),
];

/// The kernel language's spelling of `method`, if it has one.
pub fn spelled_otherwise(method: &syn::Ident) -> Option<&'static str> {
    let name = method.to_string();
    SPELLED_OTHERWISE
        .iter()
        .find(|(rust, _)| *rust == name)
        .map(|(_, spelling)| *spelling)
}

/// Associated constants, by their Rust name, and the shim's `limits<T>`
/// member (`INFINITY` and `NAN` are C macros, hence the `_`).
const CONSTANTS: &[(&str, &str)] = &[
    ("MAX", "MAX"),
    ("MIN", "MIN"),
    ("BITS", "BITS"),
    ("EPSILON", "EPSILON"),
    ("INFINITY", "INFINITY_"),
    ("NEG_INFINITY", "NEG_INFINITY"),
    ("NAN", "NAN_"),
    ("MIN_POSITIVE", "MIN_POSITIVE"),
    ("ZERO", "ZERO"),
    ("ONE", "ONE"),
];

/// The `__private` function that checks a scalar method's receiver and
/// result against the shim function's: a user trait that gave a method of
/// this name another type (a `Uniform`, an `Own`) would make rustc check one
/// program and the GPU run another (rule N1).
pub fn result_check(method: &syn::Ident) -> &'static str {
    match method.to_string().as_str() {
        "min" | "max" | "clamp" | "abs" | "signum" => "scalar_method",
        "is_nan" | "is_finite" => "float_predicate",
        "to_bits" => "float_bits",
        "rem_euclid" | "div_euclid" => "scalar_method",
        "count_ones" | "count_zeros" | "leading_ones" | "trailing_ones" | "leading_zeros"
        | "trailing_zeros" | "ilog2" | "ilog10" => "bit_count",
        "abs_diff" | "unsigned_abs" => "unsigned_result",
        "is_power_of_two" => "int_predicate",
        "wrapping_add" | "wrapping_sub" | "wrapping_mul" | "saturating_add" | "saturating_sub"
        | "pow" | "rotate_left" | "rotate_right" | "wrapping_neg" | "wrapping_abs" | "isqrt" => {
            "int_method"
        }
        _ => "float_method",
    }
}

/// Whether `method` is a scalar method the shim provides.
pub fn is_method(method: &syn::Ident) -> bool {
    METHODS.contains(&method.to_string().as_str())
}

/// The C++ of `u32::MAX` (`math::limits<unsigned int>::MAX()`), if `path` is
/// an associated constant of a type whose C++ spelling is `cpp`.
pub fn constant(path: &Path, cpp: &str) -> Option<String> {
    let [ty, name] = [path.segments.first()?, path.segments.last()?];
    if path.segments.len() != 2 || !ty.arguments.is_none() {
        return None;
    }
    let (_, member) = CONSTANTS.iter().find(|(rust, _)| name.ident == rust)?;
    Some(format!("math::limits<{cpp}>::{member}()"))
}

/// Whether Rust's scalar type `ty` has the constant `name` of its own
/// (`u32::MAX`, `f32::NAN`). Only those are taken on a scalar type: where Rust
/// has none (`u32::INFINITY`, `u32::ZERO`), a trait of the user's could give
/// it a value the C++ does not have. `ZERO` and `ONE` are a type parameter's.
pub fn is_own_constant(ty: &str, name: &syn::Ident) -> bool {
    let float = ["f32", "f64"].contains(&ty);
    match constant_trait(name) {
        (_, "IntConstants") => !float,
        (_, "Float") => float,
        _ => name == "MAX" || name == "MIN",
    }
}

/// The module of `cuda_sync` and the trait in it that declares the constant
/// `name`: `Float`'s, or the hidden traits that every scalar (and integer)
/// type has, the narrow integers included.
pub fn constant_trait(name: &syn::Ident) -> (&'static str, &'static str) {
    match name.to_string().as_str() {
        "BITS" => ("__private", "IntConstants"),
        "EPSILON" | "INFINITY" | "NEG_INFINITY" | "NAN" | "MIN_POSITIVE" => ("math", "Float"),
        _ => ("__private", "Constants"),
    }
}

/// Whether `path` is `Type::CONSTANT` with a constant's name (`MAX`, `ZERO`).
pub fn is_constant_name(path: &Path) -> bool {
    constant(path, "").is_some()
}

/// Whether `op` compares (`==`, `<`, ...): where a constant operand is uniform.
pub fn is_comparison(op: &syn::BinOp) -> bool {
    use syn::BinOp::{Eq, Ge, Gt, Le, Lt, Ne};
    matches!(op, Eq(_) | Ne(_) | Lt(_) | Le(_) | Gt(_) | Ge(_))
}

/// `e` without the parentheses around it: `((LIMIT))` is `LIMIT`.
pub fn unparenthesized(e: &syn::Expr) -> &syn::Expr {
    match e {
        syn::Expr::Paren(paren) => unparenthesized(&paren.expr),
        e => e,
    }
}

/// Whether `e` is a constant by path alone (`u32::MAX`, `T::ZERO`): uniform
/// where it is compared, in the Rust rustc checks (`check.rs`) and in the
/// C++ (`emit.rs`) alike.
pub fn is_constant_expr(e: &syn::Expr) -> bool {
    matches!(e, syn::Expr::Path(path) if path.qself.is_none() && is_constant_name(&path.path))
}

/// Whether `e` is arithmetic on constants alone (`ROUNDS + 1u32`,
/// `u32::MAX - STEP`, `(LAST as u64) * 2`): an arithmetic or bit operator, a
/// negation, a cast or parentheses over literals and what `constant` says is
/// a constant. The same in every thread, so uniform where it is compared, as
/// a constant alone is, in `check.rs` and `emit.rs` alike (`lit(plain(..))`).
pub fn is_constant_arithmetic(e: &syn::Expr, constant: &dyn Fn(&syn::Expr) -> bool) -> bool {
    use syn::BinOp::{Add, BitAnd, BitOr, BitXor, Div, Mul, Rem, Shl, Shr, Sub};
    let operand = |e: &syn::Expr| {
        let e = unparenthesized(e);
        let literal = matches!(e, syn::Expr::Lit(lit) if matches!(lit.lit, syn::Lit::Int(_) | syn::Lit::Float(_) | syn::Lit::Bool(_)));
        literal || constant(e) || is_constant_arithmetic(e, constant)
    };
    match unparenthesized(e) {
        syn::Expr::Binary(binary) => {
            matches!(
                binary.op,
                Add(_)
                    | Sub(_)
                    | Mul(_)
                    | Div(_)
                    | Rem(_)
                    | BitAnd(_)
                    | BitOr(_)
                    | BitXor(_)
                    | Shl(_)
                    | Shr(_)
            ) && operand(&binary.left)
                && operand(&binary.right)
        }
        syn::Expr::Unary(unary) => {
            matches!(unary.op, syn::UnOp::Neg(_) | syn::UnOp::Not(_)) && operand(&unary.expr)
        }
        syn::Expr::Cast(cast) => operand(&cast.expr),
        _ => false,
    }
}

/// Whether `e` is a constant item by its name alone (`LIMIT`, of `const
/// LIMIT: u32 = 4;`): one name that the function binds nowhere (`bound`,
/// `parse::bound_names`) and that is none of the crate's orders and scopes.
/// Uniform where it is compared, as `u32::MAX` is, in `check.rs` and
/// `emit.rs` alike (each leaves out the const parameters it wraps itself).
/// A constant of `core::f32::consts` or `core::f64::consts` (or `std::`'s)
/// by its full path: `core::f32::consts::PI`. Its value reaches the C++ as
/// rustc's, as a `const` item's does.
pub fn is_float_constant_path(path: &syn::Path) -> bool {
    let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    path.segments.iter().all(|s| s.arguments.is_none())
        && matches!(names.as_slice(), ["core" | "std", "f32" | "f64", "consts", name] if name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
}

pub fn is_named_constant(e: &syn::Expr, bound: &std::collections::HashSet<String>) -> bool {
    let syn::Expr::Path(path) = e else {
        return false;
    };
    path.qself.is_none()
        && path.path.get_ident().is_some_and(|name| {
            let name = name.to_string();
            !bound.contains(&name) && !crate::spelled::is_reserved(&name)
        })
}

/// A function the language calls by its type's path, not a device
/// function: `f32::from_bits(bits)` and `f64::from_bits(bits)`, the float of
/// these bits, `F32x4::splat(x)` (any vector), every lane `x`, and
/// `u64::from(x)` (any scalar), `x` widened without loss.
pub enum TypeFunction {
    /// `f32::from_bits` or `f64::from_bits`: the float's C++ spelling.
    FromBits(&'static str),
    /// `<vector>::splat`.
    Splat,
    /// `u64::from(x)`, a scalar from a narrower one without loss (Rust's
    /// `From` between scalars, which rustc checks): the C++'s `cast`.
    From(&'static str),
    /// `__cuda_sync::assert(condition, line)`, what `assert!(condition)`
    /// is (`sugar`): the C++'s `assert_holds`, which stops the kernel with
    /// `Check::Assert` and the line where the condition does not hold.
    Assert,
}

impl TypeFunction {
    /// The function's C++, before its arguments.
    pub fn cpp(&self, ty: &syn::Ident) -> String {
        match self {
            TypeFunction::FromBits(float) => format!("math::from_bits<{float}>"),
            TypeFunction::Splat => format!("{ty}::splat"),
            TypeFunction::From(scalar) => format!("cast<{scalar}>"),
            TypeFunction::Assert => "assert_holds".to_string(),
        }
    }
}

/// The type function `e` names, and its type, if it is one.
pub fn type_function(e: &syn::Expr) -> Option<(&syn::Ident, TypeFunction)> {
    match e {
        syn::Expr::Path(path) => type_function_of(path),
        _ => None,
    }
}

/// `type_function` of a path: `f32::from_bits`, `F32x4::splat`.
pub fn type_function_of(path: &syn::ExprPath) -> Option<(&syn::Ident, TypeFunction)> {
    let segments: Vec<&syn::PathSegment> = path.path.segments.iter().collect();
    let [ty, function] = segments[..] else {
        return None;
    };
    if path.qself.is_some() || !ty.arguments.is_none() || !function.arguments.is_none() {
        return None;
    }
    let name = ty.ident.to_string();
    let found = match (name.as_str(), function.ident.to_string().as_str()) {
        ("f32", "from_bits") => TypeFunction::FromBits("float"),
        ("f64", "from_bits") => TypeFunction::FromBits("double"),
        (vector, "splat") if crate::parse::is_vector(vector) => TypeFunction::Splat,
        ("__cuda_sync", "assert") => TypeFunction::Assert,
        (scalar, "from") if crate::parse::scalar(scalar).is_some() => {
            TypeFunction::From(crate::parse::scalar(scalar).expect("a scalar"))
        }
        _ => return None,
    };
    Some((&ty.ident, found))
}

/// Whether `path` is a scalar type's associated constant (`u32::MAX`).
pub fn is_scalar_constant(path: &Path) -> bool {
    let ty = &path.segments[0].ident;
    crate::parse::scalar(&ty.to_string()).is_some_and(|cpp| constant(path, cpp).is_some())
}

#[cfg(test)]
mod tests {
    /// A method is the language's or Rust's alone, never both.
    #[test]
    fn no_method_is_both_the_languages_and_refused() {
        let both: Vec<&&str> = super::METHODS
            .iter()
            .filter(|m| super::RUST_ONLY.contains(m))
            .collect();
        assert!(both.is_empty(), "{both:?}");
    }

    /// Every method has its type in the shim (`math::method::name`, which
    /// `lifted` calls), and the shim has no other.
    #[test]
    fn the_shims_method_types_are_the_methods() {
        let shim = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../cuda-sync/cpp/include/cuda_sync/math.cuh");
        let shim = std::fs::read_to_string(shim).unwrap();
        let types: Vec<&str> = shim
            .lines()
            .filter_map(|line| line.strip_prefix("CUDA_SYNC_METHOD("))
            .filter_map(|rest| rest.strip_suffix(')'))
            .collect();
        assert_eq!(types, super::METHODS);
    }

    /// No method of the crate's kernel types is refused by its name.
    #[test]
    fn no_kernel_type_has_a_method_refused_by_name() {
        let kernel =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../cuda-sync/src/kernel");
        for file in std::fs::read_dir(kernel).unwrap() {
            let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
            for name in text
                .split("pub fn ")
                .skip(1)
                .map(|rest| rest.split(['(', '<']).next().unwrap())
            {
                assert!(
                    !super::RUST_ONLY.contains(&name),
                    "`{name}` is a kernel method and refused"
                );
            }
        }
    }
}
