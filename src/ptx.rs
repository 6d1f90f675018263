//! Reading synchronization out of PTX: what the types emitted.

/// The synchronization instructions of `ptx`, in program order: atomics
/// (`atom`, `red`), fences (`fence`, `membar`), barriers (`bar`, `barrier`),
/// and strong loads and stores (`ld.acquire`, `st.release`, `st.relaxed`, ...).
/// Fences are spelled semantics first (`fence.acq_rel.gpu`), whichever order
/// the libcu++ of the toolkit wrote them in (CUDA 12's writes `fence.gpu.acq_rel`).
pub fn sync_instructions(ptx: &str) -> Vec<String> {
    ptx.lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(|op| op.trim_end_matches(';'))
        .filter(|op| is_sync(op))
        .map(semantics_first)
        .collect()
}

/// `op` with a fence's qualifiers in PTX's documented order, semantics then
/// scope (`fence.gpu.acq_rel` becomes `fence.acq_rel.gpu`); other ops as they are.
pub fn semantics_first(op: &str) -> String {
    const SCOPES: [&str; 4] = ["cta", "cluster", "gpu", "sys"];
    match op.split('.').collect::<Vec<_>>()[..] {
        ["fence", scope, semantics] if SCOPES.contains(&scope) => {
            format!("fence.{semantics}.{scope}")
        }
        _ => op.to_string(),
    }
}

fn is_sync(op: &str) -> bool {
    let strong = [".relaxed.", ".acquire.", ".release.", ".acq_rel.", ".sc."];
    ["atom.", "red.", "fence.", "membar.", "bar.", "barrier."]
        .iter()
        .any(|p| op.starts_with(p))
        || ((op.starts_with("ld.") || op.starts_with("st."))
            && strong.iter().any(|s| op.contains(s)))
}

/// The text of entry point `name` in `ptx` (a module may hold several), from its
/// `.entry` line to the next one.
pub fn entry<'a>(ptx: &'a str, name: &str) -> Option<&'a str> {
    let start = ptx.find(&format!(".entry {name}("))?;
    let rest = &ptx[start..];
    let end = rest[1..]
        .find(".entry ")
        .map_or(rest.len(), |next| next + 1);
    Some(&rest[..end])
}

/// `bar.sync x2, atom.add.acq_rel.gpu.u32` style: repeats collapsed, order kept.
pub fn summarize(instructions: &[String]) -> String {
    let mut runs: Vec<(&str, usize)> = Vec::new();
    for instruction in instructions {
        match runs.last_mut() {
            Some((last, count)) if *last == instruction => *count += 1,
            _ => runs.push((instruction, 1)),
        }
    }
    let parts: Vec<String> = runs
        .into_iter()
        .map(|(i, count)| {
            if count == 1 {
                i.to_string()
            } else {
                format!("{i} x{count}")
            }
        })
        .collect();
    parts.join(", ")
}
