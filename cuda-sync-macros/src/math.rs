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
    "pow",
    "count_ones",
    "leading_zeros",
    "trailing_zeros",
    "rotate_left",
    "rotate_right",
];

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

/// Whether `path` is `Type::CONSTANT` with a constant's name (`MAX`, `ZERO`).
pub fn is_constant_name(path: &Path) -> bool {
    constant(path, "").is_some()
}

/// Whether `path` is a scalar type's associated constant (`u32::MAX`).
pub fn is_scalar_constant(path: &Path) -> bool {
    let ty = &path.segments[0].ident;
    crate::parse::scalar(&ty.to_string()).is_some_and(|cpp| constant(path, cpp).is_some())
}
