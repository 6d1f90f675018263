//! Who plays which instance, and where an instance's locations live.
//!
//! Mirrors `cpp/litmus/litmus.cu` (`Params`, `cross_block_seat`,
//! `same_block_seat`, `slot_of`, `word_of`). Both maps are bijections: every
//! role of every instance is played by exactly one thread, and no two locations
//! share a word. A harness that let two instances share a location would report
//! weak outcomes that are artefacts of the collision, not of the memory model.

use cuda_sync::cudarc::driver::DeviceRepr;
use rand::Rng;

use super::settings::Settings;
use super::shape::Shape;

/// The launch parameters of one litmus launch, field for field the C++
/// `litmus::Params`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Params {
    /// Blocks that play the test; the others stress memory.
    pub testing_blocks: u32,
    /// Instances each testing thread plays, one after another.
    pub rounds: u32,
    /// Words between two locations.
    pub padding: u32,
    /// Coprime with the instances of a launch: shuffles locations.
    pub location_factor: u32,
    /// Per role, coprime with the size of a group: shuffles partners.
    pub thread_factor: [u32; 4],
    /// Per role.
    pub thread_offset: [u32; 4],
    /// 1: testing threads meet at a bounded start barrier before each round.
    pub barrier: u32,
    /// Accesses of each stress block; 0 leaves them idle.
    pub mem_stress_iterations: u32,
    /// 0 store-store, 1 store-load, 2 load-store, 3 load-load.
    pub mem_stress_pattern: u32,
    /// Accesses of each testing thread before its first round.
    pub pre_stress_iterations: u32,
    /// As `mem_stress_pattern`.
    pub pre_stress_pattern: u32,
    /// Words in one stressed line.
    pub stress_line_size: u32,
    /// Lines the stress spreads over.
    pub stress_target_lines: u32,
    /// Picks the stressed line of each block.
    pub seed: u32,
}

// SAFETY: `Params` is `#[repr(C)]`, of `u32`s only, and matches `litmus::Params`.
unsafe impl DeviceRepr for Params {}

/// One launch of one shape: its parameters and the block size, from which every
/// seat and word follows.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    /// Threads an instance takes.
    pub roles: u32,
    /// Locations an instance takes.
    pub vars: u32,
    /// Roles in one block (different warps) instead of different blocks.
    pub same_block: bool,
    /// Threads per block.
    pub threads: u32,
    /// The launch parameters.
    pub params: Params,
}

impl Layout {
    /// A layout for `shape` under `settings`, with partners and locations
    /// shuffled afresh from `rng`; an error says which setting does not fit.
    pub fn new(shape: &Shape, settings: &Settings, rng: &mut impl Rng) -> Result<Layout, String> {
        settings.fits(shape)?;
        let mut layout = Layout {
            roles: shape.roles,
            vars: shape.vars,
            same_block: shape.same_block,
            threads: settings.threads,
            params: settings.params(rng),
        };
        let group = layout.group();
        for role in 0..4 {
            layout.params.thread_factor[role] = coprime_below(group, rng);
            layout.params.thread_offset[role] = rng.random_range(0..group) as u32;
        }
        layout.params.location_factor = coprime_below(layout.instances(), rng);
        Ok(layout)
    }

    /// Instances of one round: one per thread of each role.
    pub fn per_round(&self) -> u64 {
        u64::from(self.params.testing_blocks) * u64::from(self.threads) / u64::from(self.roles)
    }

    /// Instances of a launch.
    pub fn instances(&self) -> u64 {
        self.per_round() * u64::from(self.params.rounds)
    }

    /// The threads of a role among which partners are shuffled: those of one
    /// block, or those of the whole grid.
    pub fn group(&self) -> u64 {
        if self.same_block {
            u64::from(self.threads / self.roles)
        } else {
            self.per_round()
        }
    }

    /// Words the locations take.
    pub fn words(&self) -> u64 {
        self.instances() * u64::from(self.vars) * u64::from(self.params.padding)
    }

    /// The role and the rank (among the threads of that role) of `thread` in
    /// testing block `block`.
    pub fn seat(&self, block: u32, thread: u32) -> (u32, u64) {
        if self.same_block {
            let warp = thread / 32;
            let per_block = u64::from(self.threads / self.roles);
            let rank = u64::from(block) * per_block
                + u64::from((warp / self.roles) * 32)
                + u64::from(thread % 32);
            (warp % self.roles, rank)
        } else {
            let rank = u64::from(block / self.roles) * u64::from(self.threads) + u64::from(thread);
            (block % self.roles, rank)
        }
    }

    /// The instance that `thread` of testing block `block` plays in `round`,
    /// and its role there.
    pub fn instance(&self, block: u32, thread: u32, round: u32) -> (u64, u32) {
        let (role, rank) = self.seat(block, thread);
        let group = self.group();
        let factor = u64::from(self.params.thread_factor[role as usize]);
        let offset = u64::from(self.params.thread_offset[role as usize]);
        let slot = ((rank % group) * factor + offset + u64::from(round) * factor) % group;
        let instance = u64::from(round) * self.per_round() + rank / group * group + slot;
        (instance, role)
    }

    /// The word of location `var` of `instance`.
    pub fn word(&self, instance: u64, var: u32) -> u64 {
        let shuffled = instance * u64::from(self.params.location_factor) % self.instances();
        (shuffled * u64::from(self.vars) + u64::from(var)) * u64::from(self.params.padding)
    }
}

/// A number below `n` (and at least 1) that shares no factor with it.
fn coprime_below(n: u64, rng: &mut impl Rng) -> u32 {
    let bound = n.min(u64::from(u32::MAX));
    loop {
        let candidate = rng.random_range(1..=bound.max(1));
        if gcd(candidate, n) == 1 {
            return candidate as u32;
        }
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::litmus::shape::SHAPES;
    use rand::SeedableRng;

    fn small(shape: &Shape, seed: u64) -> Layout {
        let mut settings = Settings::default_for(8);
        settings.threads = 128;
        settings.testing_blocks = 8;
        settings.rounds = 3;
        settings.padding = 3;
        Layout::new(
            shape,
            &settings,
            &mut rand::rngs::StdRng::seed_from_u64(seed),
        )
        .expect("the small settings fit every shape")
    }

    #[test]
    fn every_role_of_every_instance_has_exactly_one_thread() {
        for shape in SHAPES {
            for seed in 0..4 {
                let layout = small(shape, seed);
                let mut players =
                    vec![0u32; (layout.instances() * u64::from(layout.roles)) as usize];
                for block in 0..layout.params.testing_blocks {
                    for thread in 0..layout.threads {
                        for round in 0..layout.params.rounds {
                            let (instance, role) = layout.instance(block, thread, round);
                            players[(instance * u64::from(layout.roles) + u64::from(role))
                                as usize] += 1;
                        }
                    }
                }
                assert!(
                    players.iter().all(|&n| n == 1),
                    "{}: {players:?}",
                    shape.name
                );
            }
        }
    }

    #[test]
    fn partners_sit_in_different_blocks_or_different_warps() {
        for shape in SHAPES {
            let layout = small(shape, 7);
            let mut seats = vec![Vec::new(); layout.instances() as usize];
            for block in 0..layout.params.testing_blocks {
                for thread in 0..layout.threads {
                    let (instance, _) = layout.instance(block, thread, 0);
                    seats[instance as usize].push((block, thread / 32));
                }
            }
            for players in seats.iter().take(layout.per_round() as usize) {
                for (i, a) in players.iter().enumerate() {
                    for b in &players[i + 1..] {
                        let apart = if shape.same_block {
                            a.0 == b.0 && a.1 != b.1
                        } else {
                            a.0 != b.0
                        };
                        assert!(apart, "{}: {players:?}", shape.name);
                    }
                }
            }
        }
    }

    #[test]
    fn no_two_locations_share_a_word_and_all_fit() {
        for shape in SHAPES {
            let layout = small(shape, 3);
            let mut used = vec![false; layout.words() as usize];
            for instance in 0..layout.instances() {
                for var in 0..layout.vars {
                    let word = layout.word(instance, var);
                    assert!(word < layout.words(), "{}", shape.name);
                    assert!(
                        !std::mem::replace(&mut used[word as usize], true),
                        "{}",
                        shape.name
                    );
                }
            }
        }
    }

    #[test]
    fn a_shuffle_factor_shares_no_factor_with_its_group() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        for n in [1u64, 2, 64, 96, 33_792, 1 << 20] {
            let factor = coprime_below(n, &mut rng);
            assert_eq!(gcd(u64::from(factor), n), 1, "{n}");
        }
    }
}
