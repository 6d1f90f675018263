//! The litmus shapes, their variants, and what counts as a weak outcome.
//!
//! A shape is a handful of threads and locations; an outcome is what its
//! threads read (and, for some shapes, what the locations hold at the end).
//! The weak outcome is the one sequential consistency forbids. A raw variant
//! is allowed to show it, so it is reported; a typed variant uses the orders
//! the safe API emits, under which the PTX memory model forbids it, so one weak
//! outcome there fails the run.

/// One shape: its kernels (one per variant, in `cpp/litmus/litmus.cu`) and
/// its weak outcome.
#[derive(Debug)]
pub struct Shape {
    /// The name the litmus program takes (`--shape mp`).
    pub name: &'static str,
    /// The program, in one line.
    pub program: &'static str,
    /// The weak outcome, in words.
    pub weak_outcome: &'static str,
    /// What the instances that showed it did, after "N of M".
    pub weak_meaning: &'static str,
    /// Threads an instance takes.
    pub roles: u32,
    /// Locations an instance takes.
    pub vars: u32,
    /// Results an instance records.
    pub regs: usize,
    /// Roles in one block (different warps) instead of different blocks.
    pub same_block: bool,
    /// Who reads the outcome: the GPU threads of the shape, or a host thread
    /// reading mapped memory while the kernel runs.
    pub observer: Observer,
    /// The shape's kernels.
    pub variants: &'static [Variant],
    /// Classifies one instance's results.
    pub classify: fn(&[u32]) -> Outcome,
}

/// One way to write a shape.
#[derive(Debug)]
pub struct Variant {
    /// The kernel's `extern "C"` name; its gather is `<kernel>_gather`.
    pub kernel: &'static str,
    /// Typed (gated) or raw (reported).
    pub kind: Kind,
    /// What it does, in a few words.
    pub about: &'static str,
}

/// Whether a variant is gated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The lessons' code, or relaxed accesses: reported, never gated.
    Raw,
    /// The orders and fences the safe API emits: any weak outcome fails.
    Typed,
}

/// Who observes a shape's outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Observer {
    /// The shape's own threads record what they read.
    Gpu,
    /// A host thread reads the locations in mapped host memory while the
    /// kernel runs: for each instance it sees the flag of, the flag and then
    /// the payload.
    Host,
}

/// What one instance showed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// An outcome some interleaving of the threads explains.
    Sequential,
    /// The outcome no interleaving explains.
    Weak,
    /// Values no execution could produce: a harness bug, never a finding.
    Malformed,
}

const fn raw(kernel: &'static str, about: &'static str) -> Variant {
    Variant {
        kernel,
        kind: Kind::Raw,
        about,
    }
}

const fn typed(kernel: &'static str, about: &'static str) -> Variant {
    Variant {
        kernel,
        kind: Kind::Typed,
        about,
    }
}

fn weak_if(valid: bool, weak: bool) -> Outcome {
    match (valid, weak) {
        (false, _) => Outcome::Malformed,
        (true, true) => Outcome::Weak,
        (true, false) => Outcome::Sequential,
    }
}

fn bits(regs: &[u32]) -> bool {
    regs.iter().all(|&r| r <= 1)
}

/// A result the day-27 loser records instead of a read.
const NOT_LAST: u32 = u32::MAX;

fn message_passing(r: &[u32]) -> Outcome {
    weak_if(bits(r), r[0] == 1 && r[1] == 0)
}

fn store_buffering(r: &[u32]) -> Outcome {
    weak_if(bits(r), r[0] == 0 && r[1] == 0)
}

fn load_buffering(r: &[u32]) -> Outcome {
    weak_if(bits(r), r[0] == 1 && r[1] == 1)
}

fn two_plus_two_writes(r: &[u32]) -> Outcome {
    let written = |v: u32| v == 1 || v == 2;
    weak_if(written(r[0]) && written(r[1]), r[0] == 1 && r[1] == 1)
}

fn read_shape(r: &[u32]) -> Outcome {
    weak_if(
        r[0] <= 1 && (r[1] == 1 || r[1] == 2),
        r[1] == 2 && r[0] == 0,
    )
}

fn store_shape(r: &[u32]) -> Outcome {
    weak_if(
        r[0] <= 1 && (r[1] == 1 || r[1] == 2),
        r[0] == 1 && r[1] == 2,
    )
}

fn independent_reads(r: &[u32]) -> Outcome {
    weak_if(bits(r), r == [1, 0, 1, 0])
}

fn last_arriver(r: &[u32]) -> Outcome {
    match (r[0], r[1]) {
        (NOT_LAST, read) | (read, NOT_LAST) if read <= 1 => weak_if(true, read == 0),
        _ => Outcome::Malformed,
    }
}

fn tile_hand_off(r: &[u32]) -> Outcome {
    weak_if(r[1] >= 1, r[0] != r[1])
}

/// Every shape the harness runs, classic ones first.
pub static SHAPES: &[Shape] = &[
    Shape {
        name: "mp",
        program: "x = 1; y = 1  ||  r0 = y; r1 = x",
        weak_outcome: "r0 = 1, r1 = 0",
        weak_meaning: "readers saw y = 1 and then x = 0",
        roles: 2,
        vars: 2,
        regs: 2,
        same_block: false,
        observer: Observer::Gpu,
        variants: &[
            raw("mp_relaxed", "relaxed"),
            typed("mp_release_acquire", "release y, acquire y"),
        ],
        classify: message_passing,
    },
    Shape {
        name: "sb",
        program: "x = 1; r0 = y  ||  y = 1; r1 = x",
        weak_outcome: "r0 = 0, r1 = 0",
        weak_meaning: "instances had both threads read 0",
        roles: 2,
        vars: 2,
        regs: 2,
        same_block: false,
        observer: Observer::Gpu,
        variants: &[raw("sb_relaxed", "relaxed"), typed("sb_seq_cst", "SeqCst")],
        classify: store_buffering,
    },
    Shape {
        name: "lb",
        program: "r0 = x; y = 1  ||  r1 = y; x = 1",
        weak_outcome: "r0 = 1, r1 = 1",
        weak_meaning: "instances had both loads read the other thread's later store",
        roles: 2,
        vars: 2,
        regs: 2,
        same_block: false,
        observer: Observer::Gpu,
        variants: &[
            raw("lb_relaxed", "relaxed"),
            typed("lb_release_acquire", "acquire loads, release stores"),
        ],
        classify: load_buffering,
    },
    Shape {
        name: "2+2w",
        program: "x = 1; y = 2  ||  y = 1; x = 2",
        weak_outcome: "finally x = 1, y = 1",
        weak_meaning: "instances ended with x = 1 and y = 1",
        roles: 2,
        vars: 2,
        regs: 2,
        same_block: false,
        observer: Observer::Gpu,
        variants: &[
            raw("w22_relaxed", "relaxed"),
            typed("w22_seq_cst", "SeqCst"),
        ],
        classify: two_plus_two_writes,
    },
    Shape {
        name: "r",
        program: "x = 1; y = 1  ||  y = 2; r0 = x",
        weak_outcome: "r0 = 0, finally y = 2",
        weak_meaning: "instances read x = 0 although y ended 2",
        roles: 2,
        vars: 2,
        regs: 2,
        same_block: false,
        observer: Observer::Gpu,
        variants: &[raw("r_relaxed", "relaxed"), typed("r_seq_cst", "SeqCst")],
        classify: read_shape,
    },
    Shape {
        name: "s",
        program: "x = 2; y = 1  ||  r0 = y; x = 1",
        weak_outcome: "r0 = 1, finally x = 2",
        weak_meaning: "instances read y = 1 although x ended 2",
        roles: 2,
        vars: 2,
        regs: 2,
        same_block: false,
        observer: Observer::Gpu,
        variants: &[
            raw("s_relaxed", "relaxed"),
            typed("s_release_acquire", "release y, acquire y"),
        ],
        classify: store_shape,
    },
    Shape {
        name: "iriw",
        program: "x = 1  ||  y = 1  ||  r0 = x; r1 = y  ||  r2 = y; r3 = x",
        weak_outcome: "r0 = 1, r1 = 0, r2 = 1, r3 = 0",
        weak_meaning: "reader pairs saw the two writes in opposite orders",
        roles: 4,
        vars: 2,
        regs: 4,
        same_block: false,
        observer: Observer::Gpu,
        variants: &[
            raw("iriw_relaxed", "relaxed"),
            typed("iriw_seq_cst", "SeqCst"),
        ],
        classify: independent_reads,
    },
    Shape {
        name: "day27",
        program: "mine = 1; t = atomicAdd(n, 1); if t == 1 { r = theirs }  (both sides)",
        weak_outcome: "the last arriver reads 0",
        weak_meaning: "last arrivers read a partial sum that was not there",
        roles: 2,
        vars: 3,
        regs: 2,
        same_block: false,
        observer: Observer::Gpu,
        variants: &[
            raw("day27_racy", "no fence (sumLastBlockRacy)"),
            raw("day27_fence_below", "__threadfence() below the atomicAdd"),
            raw(
                "day27_fence_no_acquire",
                "__threadfence() above, no acquire in the reader",
            ),
            typed("day27_acq_rel", "AcqRel ticket (sum_last_block_acq_rel)"),
            typed(
                "day27_fenced",
                "release fence, ticket, acquire fence (sum_last_block_fenced)",
            ),
        ],
        classify: last_arriver,
    },
    Shape {
        name: "tile",
        program: "tile[s] = v  ||  r = tile[s]  (two warps of one block)",
        weak_outcome: "r is not this round's v",
        weak_meaning: "readers read a cell another round wrote, or none wrote yet",
        roles: 2,
        vars: 1,
        regs: 2,
        same_block: true,
        observer: Observer::Gpu,
        variants: &[
            raw("tile_no_barrier", "no __syncthreads() (reverseTileRacy)"),
            typed("tile_barrier", "block.sync_threads() between"),
        ],
        classify: tile_hand_off,
    },
    Shape {
        name: "flag",
        program: "payload = 1; flag = 1  ||  f = flag; p = payload",
        weak_outcome: "f = 1, p = 0",
        weak_meaning: "consumers saw the flag and then a missing payload",
        roles: 2,
        vars: 2,
        regs: 2,
        same_block: false,
        observer: Observer::Gpu,
        variants: &[
            raw(
                "flag_no_fences",
                "atomicExch flag, atomicAdd(flag, 0), no fence",
            ),
            raw(
                "flag_no_consumer_fence",
                "__threadfence() in the producer only",
            ),
            typed(
                "flag_channel",
                "Channel<_, Released>: release flag, acquire flag",
            ),
        ],
        classify: message_passing,
    },
    Shape {
        name: "host",
        program: "payload = 1; fence; flag = 1  ||  (host) f = flag; p = payload",
        weak_outcome: "f = 1, p = 0",
        weak_meaning: "host reads saw the flag and then a missing payload",
        roles: 1,
        vars: 2,
        regs: 2,
        same_block: false,
        observer: Observer::Host,
        variants: &[
            raw(
                "host_publish_device_fence",
                "__threadfence(): device scope, for a host reader",
            ),
            typed(
                "host_publish_system_fence",
                "HostChannel: release fence at System scope",
            ),
        ],
        classify: message_passing,
    },
];

impl Shape {
    /// The shape's first raw variant: the one tuning targets unless told
    /// otherwise, whose settings the typed variants share.
    pub fn first_raw(&self) -> &'static Variant {
        self.variants
            .iter()
            .find(|variant| variant.kind == Kind::Raw)
            .expect("every shape has a raw variant")
    }
}

/// The shape called `name`.
pub fn shape(name: &str) -> Option<&'static Shape> {
    SHAPES.iter().find(|shape| shape.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(name: &str, regs: &[u32]) -> Outcome {
        (shape(name).unwrap().classify)(regs)
    }

    #[test]
    fn each_shape_names_its_weak_outcome() {
        use Outcome::*;
        let cases: &[(&str, &[u32], Outcome)] = &[
            ("mp", &[1, 0], Weak),
            ("mp", &[1, 1], Sequential),
            ("mp", &[0, 0], Sequential),
            ("mp", &[0, 1], Sequential),
            ("sb", &[0, 0], Weak),
            ("sb", &[0, 1], Sequential),
            ("lb", &[1, 1], Weak),
            ("lb", &[0, 1], Sequential),
            ("2+2w", &[1, 1], Weak),
            ("2+2w", &[2, 1], Sequential),
            ("2+2w", &[2, 2], Sequential),
            ("r", &[0, 2], Weak),
            ("r", &[1, 2], Sequential),
            ("r", &[0, 1], Sequential),
            ("s", &[1, 2], Weak),
            ("s", &[1, 1], Sequential),
            ("s", &[0, 2], Sequential),
            ("iriw", &[1, 0, 1, 0], Weak),
            ("iriw", &[1, 0, 0, 1], Sequential),
            ("iriw", &[1, 1, 1, 0], Sequential),
            ("day27", &[0, NOT_LAST], Weak),
            ("day27", &[NOT_LAST, 0], Weak),
            ("day27", &[NOT_LAST, 1], Sequential),
            ("tile", &[0, 3], Weak),
            ("tile", &[4, 3], Weak),
            ("tile", &[3, 3], Sequential),
            ("flag", &[1, 0], Weak),
            ("flag", &[1, 1], Sequential),
        ];
        for (name, regs, want) in cases {
            assert_eq!(outcome(name, regs), *want, "{name} {regs:?}");
        }
    }

    #[test]
    fn impossible_values_are_a_harness_bug_not_a_weak_outcome() {
        assert_eq!(outcome("mp", &[2, 0]), Outcome::Malformed);
        assert_eq!(outcome("2+2w", &[0, 1]), Outcome::Malformed);
        assert_eq!(outcome("day27", &[NOT_LAST, NOT_LAST]), Outcome::Malformed);
        assert_eq!(outcome("day27", &[0, 1]), Outcome::Malformed);
        assert_eq!(outcome("tile", &[3, 0]), Outcome::Malformed);
    }

    #[test]
    fn every_shape_has_a_raw_and_a_typed_variant() {
        for shape in SHAPES {
            assert!(
                shape.variants.iter().any(|v| v.kind == Kind::Raw),
                "{}",
                shape.name
            );
            assert!(
                shape.variants.iter().any(|v| v.kind == Kind::Typed),
                "{}",
                shape.name
            );
        }
    }

    #[test]
    fn every_kernel_is_in_the_litmus_source() {
        let source = include_str!("../../cpp/litmus/litmus.cu");
        for shape in SHAPES {
            for variant in shape.variants {
                assert!(
                    source.contains(&format!("LITMUS_KERNEL({}, ", variant.kernel)),
                    "{}",
                    variant.kernel
                );
            }
        }
    }
}
