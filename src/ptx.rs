//! Reading synchronization out of PTX: what the types emitted.

/// The synchronization instructions of `ptx`, in program order: atomics
/// (`atom`, `red`), fences (`fence`, `membar`), barriers (`bar`, `barrier`),
/// and strong loads and stores (`ld.acquire`, `st.release`, `st.relaxed`, ...).
pub fn sync_instructions(ptx: &str) -> Vec<String> {
    ptx.lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(|op| op.trim_end_matches(';'))
        .filter(|op| is_sync(op))
        .map(str::to_string)
        .collect()
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
