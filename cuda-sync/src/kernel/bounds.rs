//! Device-side checks: every index a kernel uses stays below the length of
//! what it indexes.
//!
//! What the types cannot see is checked where it happens. Each index into an
//! input, an output, global memory, a tile, shared memory or a warp is
//! compared with its length on the device; an index out of range writes the
//! fault record of the kernel's module (host memory mapped for the device)
//! and stops the kernel. The runtime then reports
//! [`Error::DeviceCheck`](crate::Error::DeviceCheck),
//! naming the kernel, the check and the length (and, for the checks of a
//! count rather than of an index, the count: an index check leaves its index
//! out, which would cost a register in every loop it loads in). The checks add no
//! synchronization (no atomic, no fence). Mirrors
//! `cpp/include/cuda_sync/bounds.cuh`.

use std::fmt;

/// What a failed device-side check was about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// An index into a buffer, a tile or shared memory.
    Index,
    /// A lane of the warp (0 to 31).
    Lane,
    /// A ticket or grid-barrier arrival past the last block: another launch
    /// used the counter at the same time (the launcher zeroes it before each
    /// launch, rule I1); or a scan's look-back that met a flag of a later
    /// launch: the statuses were written outside the scan.
    Counter,
    /// A message, a claim or a store's evidence used with a channel or queue
    /// of the same type that did not make it (rule P2 of `docs/soundness.md`).
    Source,
    /// A channel slot written again after its signal (the reader may be
    /// reading it).
    Rewritten,
    /// A queue item on a lap past what a slot's turn counts (2^31 - 1): two
    /// laps of one slot would share a turn.
    Lap,
    /// A launch shape a kernel cannot run in: a scan's block that is not whole
    /// warps (index: the block's threads, length: 32), or a scan's grid whose
    /// tiles end before the input does (index: the input's length, length:
    /// the elements the grid's tiles cover); a tile split in pairs by a stride
    /// that is not a power of two whose pairs fill the tile (no index,
    /// length: the tile's cells), or by a block of more threads than the
    /// tile has pairs (index: the block's threads, length: the pairs).
    Shape,
    /// An integer division or remainder (`/`, `%`, `/=`, `%=`) by zero, or of
    /// the type's `MIN` by -1, whose quotient does not fit: Rust panics at
    /// both (index: the dividend, length: the divisor, as 64 bits).
    Divide,
    /// A `clamp` whose lower bound is above its upper one, or whose bound is
    /// NaN: Rust panics at both.
    Clamp,
    /// A 16-byte load (`load4`) from an input that does not start on 16
    /// bytes: a cudarc view at an offset that is not a multiple of four
    /// elements (index: the input's address, length: 16).
    Align,
    /// A bounded wait (`channel.wait(slot, order, bound)`) past the thread's
    /// wait budget: every bounded wait of a thread draws its looks at a flag
    /// from one budget of 2^24 (6 s on an H100), so waits that a
    /// loop repeats stay bounded in time, and a thread waiting on a block
    /// that is not resident stops instead of hanging (rule R1; index left
    /// out, length: the budget).
    Wait,
    /// A `for` over `(a..b).step_by(0)`: Rust panics at a step of 0.
    Step,
    /// An `assert!` (or `debug_assert!`, `assert_eq!`, `assert_ne!`) whose
    /// condition did not hold: Rust panics (index: the assertion's line).
    Assert,
    /// An integer logarithm (`ilog2`, `ilog10`) of a number that is not
    /// positive, or an integer square root (`isqrt`) of a negative one: Rust
    /// panics at both (index: the number, as 64 bits).
    Domain,
}

impl Check {
    /// The check a fault record names (`cuda_sync_fault::check`), if any.
    pub(crate) fn from_code(code: u64) -> Option<Check> {
        match code {
            1 => Some(Check::Index),
            2 => Some(Check::Lane),
            3 => Some(Check::Counter),
            4 => Some(Check::Source),
            5 => Some(Check::Rewritten),
            6 => Some(Check::Lap),
            7 => Some(Check::Shape),
            8 => Some(Check::Divide),
            9 => Some(Check::Clamp),
            10 => Some(Check::Align),
            11 => Some(Check::Wait),
            12 => Some(Check::Step),
            13 => Some(Check::Assert),
            14 => Some(Check::Domain),
            _ => None,
        }
    }
}

impl fmt::Display for Check {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Check::Index => "index out of bounds",
            Check::Lane => "lane outside the warp",
            Check::Counter => {
                "ticket or arrival past the last block (another launch used the counter at the same time), or a scan's flag of a later launch (its statuses were written outside the scan)"
            }
            Check::Source => "a message, claim or evidence of another channel or queue",
            Check::Rewritten => "a channel slot written again after its signal",
            Check::Lap => "a queue item on a lap past what a slot's turn counts",
            Check::Shape => "a launch shape the kernel cannot run in (a scan needs whole warps and a tile for every element; a tile split in pairs needs a power-of-two stride whose pairs fill it, and at most one pair a thread)",
            Check::Divide => "an integer division or remainder by zero, or of MIN by -1",
            Check::Clamp => "a clamp whose min is above its max, or a NaN bound",
            Check::Align => "a 16-byte load from an input view that does not start on 16 bytes",
            Check::Wait => "a thread's bounded waits past its wait budget (the block waited on may not be resident)",
            Check::Step => "a range stepped by 0 (`step_by(0)`)",
            Check::Assert => "an assertion that did not hold",
            Check::Domain => {
                "an integer logarithm of a number that is not positive, or an integer square root of a negative one"
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Check;

    /// Every `Name = code` of the C++ `Check` names the Rust check of that code.
    #[test]
    fn the_shim_and_the_runtime_give_each_check_one_code() {
        let shim = include_str!("../../cpp/include/cuda_sync/bounds.cuh");
        let body = &shim[shim.find("enum class Check").unwrap()..];
        let body = &body[..body.find("};").unwrap()];
        let codes: Vec<(String, u64)> = body
            .lines()
            .filter_map(|line| line.trim().strip_suffix(','))
            .filter_map(|line| line.split_once(" = "))
            .map(|(name, code)| (name.to_string(), code.parse().unwrap()))
            .collect();
        // As many as the runtime names, from code 1 on.
        let named = (1..).map_while(Check::from_code).count();
        assert_eq!(codes.len(), named, "{codes:?}");
        for (name, code) in codes {
            let check = Check::from_code(code).unwrap_or_else(|| panic!("no check for {code}"));
            assert_eq!(format!("{check:?}"), name);
        }
    }
}
