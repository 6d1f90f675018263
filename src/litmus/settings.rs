//! The stress settings: how many threads test, how many stress memory, and how.
//!
//! The knobs are those of the GPU memory-model testing literature (GPUHarbor,
//! MC Mutants, cuda-litmus): testing and stressing blocks, thread and location
//! shuffling, a start barrier, memory stress and pre-stress with an access
//! pattern over a few stressed cache lines. `--tune` draws settings at random
//! from the ranges below, as their parameter searches do, and keeps the best
//! per shape in a file that later runs read.

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

use rand::Rng;

use super::layout::Params;
use super::shape::{Observer, Shape};

/// The most words one launch's locations may take (4 GiB).
const MAX_WORDS: u64 = 1 << 30;

/// The most words of page-locked host memory a host-observed shape's locations
/// may take (16 MiB).
const MAX_MAPPED_WORDS: u64 = 1 << 22;

/// One choice of every stress knob.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Threads per block.
    pub threads: u32,
    /// Blocks that play the test.
    pub testing_blocks: u32,
    /// Blocks that only stress memory.
    pub stress_blocks: u32,
    /// Instances each testing thread plays in one launch.
    pub rounds: u32,
    /// Words between two locations.
    pub padding: u32,
    /// Testing threads meet at a bounded start barrier before each round.
    pub barrier: bool,
    /// Accesses of each stress block.
    pub mem_stress_iterations: u32,
    /// 0 store-store, 1 store-load, 2 load-store, 3 load-load.
    pub mem_stress_pattern: u32,
    /// Accesses of each testing thread before it starts.
    pub pre_stress_iterations: u32,
    /// As `mem_stress_pattern`.
    pub pre_stress_pattern: u32,
    /// Words in one stressed line.
    pub stress_line_size: u32,
    /// Lines the stress spreads over.
    pub stress_target_lines: u32,
}

impl Settings {
    /// Untuned settings for a GPU with `sms` multiprocessors: two testing
    /// blocks and one stress block per SM, 32 rounds (1,081,344 two-thread
    /// instances a launch on 132 SMs), a start barrier, light stress.
    pub fn default_for(sms: u32) -> Settings {
        Settings {
            threads: 256,
            testing_blocks: round_up(2 * sms, 4),
            stress_blocks: sms,
            rounds: 32,
            padding: 32,
            barrier: true,
            mem_stress_iterations: 256,
            mem_stress_pattern: 0,
            pre_stress_iterations: 32,
            pre_stress_pattern: 0,
            stress_line_size: 64,
            stress_target_lines: 4,
        }
    }

    /// Untuned settings for `shape`: [`Settings::default_for`], with one round
    /// and no padding where a host thread observes, whose locations live in
    /// page-locked host memory.
    pub fn default_for_shape(shape: &Shape, sms: u32) -> Settings {
        let defaults = Settings::default_for(sms);
        match shape.observer {
            Observer::Gpu => defaults,
            Observer::Host => Settings {
                rounds: 1,
                padding: 1,
                ..defaults
            },
        }
    }

    /// Settings for `shape` drawn at random until they fit it.
    pub fn random_for(shape: &Shape, sms: u32, rng: &mut impl Rng) -> Settings {
        loop {
            let settings = Settings::random(sms, rng);
            if settings.fits(shape).is_ok() {
                return settings;
            }
        }
    }

    /// Settings drawn at random for a GPU with `sms` multiprocessors.
    pub fn random(sms: u32, rng: &mut impl Rng) -> Settings {
        let power_of_two = |rng: &mut _, low: u32, high: u32| 1u32 << pick(rng, low, high);
        Settings {
            threads: 32 * power_of_two(rng, 1, 5),
            testing_blocks: 4 * pick(rng, 1, sms),
            stress_blocks: pick(rng, 0, 2 * sms),
            rounds: power_of_two(rng, 0, 4),
            padding: power_of_two(rng, 0, 6),
            barrier: rng.random_bool(0.5),
            mem_stress_iterations: pick(rng, 0, 1024),
            mem_stress_pattern: pick(rng, 0, 3),
            pre_stress_iterations: pick(rng, 0, 128),
            pre_stress_pattern: pick(rng, 0, 3),
            stress_line_size: power_of_two(rng, 1, 10),
            stress_target_lines: pick(rng, 1, 16),
        }
    }

    /// Whether `shape` can run under these settings, and if not, why.
    pub fn fits(&self, shape: &Shape) -> Result<(), String> {
        let threads_step = if shape.same_block {
            32 * shape.roles
        } else {
            32
        };
        if self.threads == 0 || self.threads > 1024 || !self.threads.is_multiple_of(threads_step) {
            return Err(format!(
                "{}: {} threads per block; the shape takes a multiple of {threads_step} up to 1024",
                shape.name, self.threads
            ));
        }
        if self.testing_blocks == 0 || !self.testing_blocks.is_multiple_of(shape.roles) {
            return Err(format!(
                "{}: {} testing blocks; the shape takes a multiple of {} (one per role)",
                shape.name, self.testing_blocks, shape.roles
            ));
        }
        if self.rounds == 0
            || self.padding == 0
            || self.stress_line_size == 0
            || self.stress_target_lines == 0
        {
            return Err(format!(
                "{}: rounds, padding and stress lines must be above 0",
                shape.name
            ));
        }
        if shape.observer == Observer::Host && self.words(shape) > MAX_MAPPED_WORDS {
            return Err(format!(
                "{}: the locations would take {} words of page-locked host memory, more than the {MAX_MAPPED_WORDS} allowed; \
                 lower rounds, padding or testing blocks",
                shape.name,
                self.words(shape)
            ));
        }
        if self.words(shape) > MAX_WORDS {
            return Err(format!(
                "{}: the locations would take {} words, more than the {MAX_WORDS} allowed; \
                 lower rounds, padding or testing blocks",
                shape.name,
                self.words(shape)
            ));
        }
        Ok(())
    }

    /// Words the locations of one launch of `shape` take.
    pub fn words(&self, shape: &Shape) -> u64 {
        u64::from(self.testing_blocks) * u64::from(self.threads) / u64::from(shape.roles)
            * u64::from(self.rounds)
            * u64::from(shape.vars)
            * u64::from(self.padding)
    }

    /// The launch parameters (partners and locations still unshuffled).
    pub fn params(&self, rng: &mut impl Rng) -> Params {
        Params {
            testing_blocks: self.testing_blocks,
            rounds: self.rounds,
            padding: self.padding,
            barrier: u32::from(self.barrier),
            mem_stress_iterations: self.mem_stress_iterations,
            mem_stress_pattern: self.mem_stress_pattern,
            pre_stress_iterations: self.pre_stress_iterations,
            pre_stress_pattern: self.pre_stress_pattern,
            stress_line_size: self.stress_line_size,
            stress_target_lines: self.stress_target_lines,
            seed: rng.random(),
            ..Params::default()
        }
    }

    /// Words of scratch the stress blocks may touch.
    pub fn scratch_words(&self) -> usize {
        (self.stress_line_size * self.stress_target_lines) as usize
    }

    fn fields(&self) -> [(&'static str, u32); 12] {
        [
            ("threads", self.threads),
            ("testing_blocks", self.testing_blocks),
            ("stress_blocks", self.stress_blocks),
            ("rounds", self.rounds),
            ("padding", self.padding),
            ("barrier", u32::from(self.barrier)),
            ("mem_stress_iterations", self.mem_stress_iterations),
            ("mem_stress_pattern", self.mem_stress_pattern),
            ("pre_stress_iterations", self.pre_stress_iterations),
            ("pre_stress_pattern", self.pre_stress_pattern),
            ("stress_line_size", self.stress_line_size),
            ("stress_target_lines", self.stress_target_lines),
        ]
    }

    /// Settings from `key=value` words, as [`fmt::Display`] writes them.
    pub fn parse(text: &str) -> Result<Settings, String> {
        let values: BTreeMap<&str, u32> = text
            .split_whitespace()
            .map(|word| {
                let (key, value) = word
                    .split_once('=')
                    .ok_or(format!("`{word}`: expected key=value"))?;
                let value = value
                    .parse()
                    .map_err(|_| format!("`{word}`: expected a whole number"))?;
                Ok((key, value))
            })
            .collect::<Result<_, String>>()?;
        let get = |key: &str| values.get(key).copied().ok_or(format!("missing `{key}`"));
        let settings = Settings {
            threads: get("threads")?,
            testing_blocks: get("testing_blocks")?,
            stress_blocks: get("stress_blocks")?,
            rounds: get("rounds")?,
            padding: get("padding")?,
            barrier: get("barrier")? != 0,
            mem_stress_iterations: get("mem_stress_iterations")?,
            mem_stress_pattern: get("mem_stress_pattern")?,
            pre_stress_iterations: get("pre_stress_iterations")?,
            pre_stress_pattern: get("pre_stress_pattern")?,
            stress_line_size: get("stress_line_size")?,
            stress_target_lines: get("stress_target_lines")?,
        };
        match values
            .keys()
            .find(|key| !settings.fields().iter().any(|(k, _)| k == *key))
        {
            Some(unknown) => Err(format!("unknown setting `{unknown}`")),
            None => Ok(settings),
        }
    }
}

impl fmt::Display for Settings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<String> = self
            .fields()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        f.write_str(&words.join(" "))
    }
}

/// The tuned settings of each shape, one line each: `shape key=value ...`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tuned {
    /// Best settings by shape name.
    pub best: BTreeMap<String, Settings>,
}

impl Tuned {
    /// The tuned settings in `path`; `None` when there is no file yet.
    pub fn load(path: &Path) -> Result<Option<Tuned>, String> {
        match std::fs::read_to_string(path) {
            Ok(text) => Tuned::parse(&text)
                .map(Some)
                .map_err(|e| format!("{}: {e}", path.display())),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(error) => Err(format!("{}: {error}", path.display())),
        }
    }

    /// Writes the tuned settings to `path`, making its folder.
    pub fn save(&self, path: &Path) -> Result<(), String> {
        let write = || -> std::io::Result<()> {
            if let Some(folder) = path.parent() {
                std::fs::create_dir_all(folder)?;
            }
            std::fs::write(path, self.to_string())
        };
        write().map_err(|error| format!("{}: {error}", path.display()))
    }

    /// Tuned settings from the lines [`fmt::Display`] writes.
    pub fn parse(text: &str) -> Result<Tuned, String> {
        let mut best = BTreeMap::new();
        for (n, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let (shape, settings) = line
                .split_once(' ')
                .ok_or(format!("line {}: no settings", n + 1))?;
            let settings = Settings::parse(settings).map_err(|e| format!("line {}: {e}", n + 1))?;
            best.insert(shape.to_string(), settings);
        }
        Ok(Tuned { best })
    }
}

impl fmt::Display for Tuned {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (shape, settings) in &self.best {
            writeln!(f, "{shape} {settings}")?;
        }
        Ok(())
    }
}

fn pick(rng: &mut impl Rng, low: u32, high: u32) -> u32 {
    rng.random_range(low..=high.max(low))
}

fn round_up(n: u32, step: u32) -> u32 {
    n.div_ceil(step).max(1) * step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::litmus::shape::{shape, SHAPES};
    use rand::SeedableRng;

    #[test]
    fn settings_read_back_as_written() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(5);
        for _ in 0..50 {
            let settings = Settings::random(132, &mut rng);
            assert_eq!(Settings::parse(&settings.to_string()), Ok(settings));
        }
    }

    #[test]
    fn tuned_settings_read_back_as_written() {
        let mut tuned = Tuned::default();
        tuned.best.insert("mp".into(), Settings::default_for(132));
        tuned.best.insert(
            "day27".into(),
            Settings::random(132, &mut rand::rngs::StdRng::seed_from_u64(2)),
        );
        assert_eq!(Tuned::parse(&tuned.to_string()), Ok(tuned));
    }

    #[test]
    fn a_bad_settings_line_says_what_is_wrong() {
        let text = Settings::default_for(8).to_string();
        assert_eq!(
            Settings::parse(&text.replace("rounds=32", "")),
            Err("missing `rounds`".into())
        );
        assert!(Settings::parse(&format!("{text} colour=3"))
            .unwrap_err()
            .contains("colour"));
        assert!(Settings::parse(&text.replace("rounds=32", "rounds=many"))
            .unwrap_err()
            .contains("rounds=many"));
    }

    #[test]
    fn the_defaults_and_random_settings_fit_every_shape() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(9);
        for shape in SHAPES {
            let defaults = Settings::default_for_shape(shape, 132);
            assert_eq!(defaults.fits(shape), Ok(()), "{}", shape.name);
            for _ in 0..20 {
                let random = Settings::random_for(shape, 132, &mut rng);
                assert_eq!(random.fits(shape), Ok(()), "{}", shape.name);
            }
        }
    }

    #[test]
    fn host_observed_locations_stay_small() {
        let host = shape("host").unwrap();
        let error = Settings::default_for(132).fits(host).unwrap_err();
        assert!(error.contains("page-locked"), "{error}");
        assert_eq!(Settings::default_for_shape(host, 132).rounds, 1);
    }

    #[test]
    fn settings_that_do_not_fit_are_refused_with_the_reason() {
        let mut settings = Settings::default_for(132);
        settings.testing_blocks = 6;
        assert!(settings
            .fits(shape("iriw").unwrap())
            .unwrap_err()
            .contains("multiple of 4"));
        settings.threads = 96;
        assert!(settings
            .fits(shape("tile").unwrap())
            .unwrap_err()
            .contains("multiple of 64"));
    }
}
