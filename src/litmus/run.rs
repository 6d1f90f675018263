//! Running a shape on the GPU: launches, outcomes, and the tally.

use std::sync::Arc;

use cuda_sync::cudarc::driver::{
    CudaContext, CudaFunction, CudaModule, CudaSlice, CudaStream, LaunchArgs, LaunchConfig,
    PushKernelArg,
};
use cuda_sync::cudarc::nvrtc::Ptx;
use cuda_sync::{Error, MappedHost, RawKernel, Runtime};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;

use super::layout::Layout;
use super::settings::Settings;
use super::shape::{Observer, Outcome, Shape, Variant};
use crate::report;

/// Every litmus kernel, in one translation unit.
pub static LITMUS: RawKernel = RawKernel {
    name: "litmus",
    cuda: include_str!("../../cpp/litmus/litmus.cu"),
};

/// What the instances of one variant showed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Instances run.
    pub instances: u64,
    /// Instances with the weak outcome.
    pub weak: u64,
}

impl Tally {
    /// Weak outcomes per million instances.
    pub fn per_million(&self) -> f64 {
        if self.instances == 0 {
            0.0
        } else {
            self.weak as f64 * 1e6 / self.instances as f64
        }
    }

    fn add(&mut self, other: Tally) {
        self.instances += other.instances;
        self.weak += other.weak;
    }
}

/// How long a variant runs: until `instances` instances ran, or `seconds`
/// passed, whichever comes first (at least one launch either way).
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Instances to run.
    pub instances: u64,
    /// Seconds to run at most.
    pub seconds: f64,
}

/// Counts the outcomes of `results`, `shape.regs` words an instance. A
/// malformed outcome is a harness bug and stops the run.
pub fn tally(shape: &Shape, kernel: &str, results: &[u32]) -> Result<Tally, Error> {
    let mut tally = Tally::default();
    for (instance, regs) in results.chunks_exact(shape.regs).enumerate() {
        match (shape.classify)(regs) {
            Outcome::Sequential => {}
            Outcome::Weak => tally.weak += 1,
            Outcome::Malformed => {
                return Err(harness_error(
                    kernel,
                    format!("instance {instance} recorded {regs:?}, which no execution produces"),
                ))
            }
        }
        tally.instances += 1;
    }
    Ok(tally)
}

/// The litmus kernels, loaded on one GPU, and the stream they run on.
pub struct Harness {
    context: Arc<CudaContext>,
    module: Arc<CudaModule>,
    stream: Arc<CudaStream>,
    rng: StdRng,
    buffers: Option<Buffers>,
    /// The locations of a host-observed shape, kept while their size is.
    mapped: Option<MappedHost<u32>>,
}

/// The device buffers of a launch, kept while launches keep their sizes: the
/// locations, and the rest.
struct Buffers {
    memory: CudaSlice<u32>,
    rest: TestBuffers,
}

/// The buffers of a test launch other than its locations.
struct TestBuffers {
    results: CudaSlice<u32>,
    barriers: CudaSlice<u32>,
    scratch: CudaSlice<u32>,
    block_order: CudaSlice<u32>,
}

impl Harness {
    /// Compiles the litmus kernels (one NVRTC run, cached) and loads them.
    pub fn new(runtime: &Runtime, seed: u64) -> Result<Harness, Error> {
        let cubin = runtime.compiler()?.raw_cubin(&LITMUS, runtime.arch())?;
        let module = runtime
            .context()
            .load_module(Ptx::from_binary(cubin))
            .map_err(|error| Error::Load {
                kernel: LITMUS.name.into(),
                reason: error.to_string(),
            })?;
        Ok(Harness {
            context: runtime.context().clone(),
            module,
            stream: runtime.context().default_stream(),
            rng: StdRng::seed_from_u64(seed),
            buffers: None,
            mapped: None,
        })
    }

    /// Runs `variant` of `shape` within `budget`, a fresh shuffle each
    /// launch; `progress` is told the instances of each.
    pub fn run(
        &mut self,
        shape: &Shape,
        variant: &Variant,
        settings: &Settings,
        budget: Budget,
        mut progress: impl FnMut(u64),
    ) -> Result<Tally, Error> {
        let start = std::time::Instant::now();
        let mut total = Tally::default();
        while total.instances == 0
            || (total.instances < budget.instances
                && start.elapsed().as_secs_f64() < budget.seconds)
        {
            let layout = Layout::new(shape, settings, &mut self.rng)
                .map_err(|reason| harness_error(variant.kernel, reason))?;
            let launch = self.launch(shape, variant, settings, &layout)?;
            progress(launch.instances);
            total.add(launch);
        }
        Ok(total)
    }

    /// Checks, for one launch of `shape`, that the GPU seats threads and places
    /// locations exactly as [`Layout`] says.
    pub fn check_layout(&mut self, shape: &Shape, settings: &Settings) -> Result<(), Error> {
        let kernel = shape.variants[0].kernel;
        let layout = Layout::new(shape, settings, &mut self.rng)
            .map_err(|reason| harness_error(kernel, reason))?;
        let mut players = self.zeros(layout.instances() as usize * shape.roles as usize)?;
        let seats = self.function(&format!("{kernel}_seats"))?;
        let stream = self.stream.clone();
        let buffers = self.prepare(shape, settings, &layout)?;
        let mut launch = stream.launch_builder(&seats);
        launch
            .arg(&mut buffers.memory)
            .arg(&mut players)
            .arg(&buffers.rest.block_order)
            .arg(&layout.params);
        // SAFETY: `<kernel>_seats(unsigned*, unsigned*, const unsigned*, Params)`
        // writes `players` at instance * roles + role and `memory` at the
        // layout's words; both are sized from the same layout.
        unsafe { launch.launch(grid(settings)) }
            .map_err(cuda_sync::launch::launch_error(kernel))?;
        let memory = stream.clone_dtoh(&buffers.memory).map_err(report::driver)?;
        let players = stream.clone_dtoh(&players).map_err(report::driver)?;
        let mismatch = expected_layout_mismatch(&layout, &players, &memory);
        match mismatch {
            None => Ok(()),
            Some(what) => Err(harness_error(
                kernel,
                format!("the GPU's layout differs from layout.rs: {what}"),
            )),
        }
    }

    fn launch(
        &mut self,
        shape: &Shape,
        variant: &Variant,
        settings: &Settings,
        layout: &Layout,
    ) -> Result<Tally, Error> {
        match shape.observer {
            Observer::Gpu => self.launch_observed_by_gpu(shape, variant, settings, layout),
            Observer::Host => self.launch_observed_by_host(shape, variant, settings, layout),
        }
    }

    /// A launch whose threads record what they read; a gather adds the final
    /// values the shape judges by.
    fn launch_observed_by_gpu(
        &mut self,
        shape: &Shape,
        variant: &Variant,
        settings: &Settings,
        layout: &Layout,
    ) -> Result<Tally, Error> {
        let test = self.function(variant.kernel)?;
        let gather = self.function(&format!("{}_gather", variant.kernel))?;
        let stream = self.stream.clone();
        let Buffers { memory, rest } = self.prepare(shape, settings, layout)?;
        start_test(
            &stream,
            &test,
            &mut *memory,
            rest,
            settings,
            layout,
            variant.kernel,
        )?;
        let instances = layout.instances();
        let mut launch = stream.launch_builder(&gather);
        launch
            .arg(&mut *memory)
            .arg(&mut rest.results)
            .arg(&instances)
            .arg(&layout.params);
        // SAFETY: `<kernel>_gather(unsigned*, unsigned*, unsigned long long,
        // Params)` touches instances below `instances` only, in the same buffers.
        unsafe { launch.launch(LaunchConfig::for_num_elems(instances as u32)) }
            .map_err(cuda_sync::launch::launch_error(variant.kernel))?;
        let results = stream.clone_dtoh(&rest.results).map_err(report::driver)?;
        tally(shape, variant.kernel, &results)
    }

    /// A launch whose locations are page-locked host memory mapped into the
    /// device, read by this thread while the kernel runs: in each pass it looks
    /// at every flag not yet seen set, and when one is, reads the payload. An
    /// instance counts if its pass began before the kernel was seen complete.
    fn launch_observed_by_host(
        &mut self,
        shape: &Shape,
        variant: &Variant,
        settings: &Settings,
        layout: &Layout,
    ) -> Result<Tally, Error> {
        let test = self.function(variant.kernel)?;
        let stream = self.stream.clone();
        let mut mapped = match self.mapped.take() {
            Some(mapped) if mapped.len() == layout.words() as usize => mapped,
            _ => MappedHost::zeroed(&self.context, layout.words() as usize)?,
        };
        mapped.clear();
        let rest = &mut self.prepare(shape, settings, layout)?.rest;
        let memory = mapped.raw().cells as u64;
        start_test(
            &stream,
            &test,
            &memory,
            rest,
            settings,
            layout,
            variant.kernel,
        )?;
        let done = stream.record_event(None).map_err(report::driver)?;
        let observed = observe(&mapped, layout, || done.is_complete());
        stream.synchronize().map_err(report::driver)?;
        self.mapped = Some(mapped);
        tally(shape, variant.kernel, &observed)
    }

    /// The buffers of a launch of `layout`, zeroed, with a fresh block order:
    /// the last launch's when their sizes fit, else new ones.
    fn prepare(
        &mut self,
        shape: &Shape,
        settings: &Settings,
        layout: &Layout,
    ) -> Result<&mut Buffers, Error> {
        let sizes = [
            layout.words() as usize,
            layout.instances() as usize * shape.regs,
            settings.rounds as usize,
            settings.scratch_words(),
            (settings.testing_blocks + settings.stress_blocks) as usize,
        ];
        let mut buffers = match self.buffers.take() {
            Some(buffers) if buffers.sizes() == sizes => buffers,
            _ => Buffers {
                memory: self.zeros(sizes[0])?,
                rest: TestBuffers {
                    results: self.zeros(sizes[1])?,
                    barriers: self.zeros(sizes[2])?,
                    scratch: self.zeros(sizes[3])?,
                    block_order: self.zeros(sizes[4])?,
                },
            },
        };
        let mut order: Vec<u32> = (0..sizes[4] as u32).collect();
        order.shuffle(&mut self.rng);
        let stream = &self.stream;
        stream
            .memset_zeros(&mut buffers.memory)
            .map_err(report::driver)?;
        let rest = &mut buffers.rest;
        stream
            .memset_zeros(&mut rest.results)
            .map_err(report::driver)?;
        stream
            .memset_zeros(&mut rest.barriers)
            .map_err(report::driver)?;
        stream
            .memcpy_htod(&order, &mut rest.block_order)
            .map_err(report::driver)?;
        Ok(self.buffers.insert(buffers))
    }

    fn zeros(&self, len: usize) -> Result<CudaSlice<u32>, Error> {
        self.stream
            .alloc_zeros::<u32>(len.max(1))
            .map_err(report::driver)
    }

    fn function(&self, name: &str) -> Result<CudaFunction, Error> {
        self.module
            .load_function(name)
            .map_err(|error| Error::Load {
                kernel: name.into(),
                reason: error.to_string(),
            })
    }
}

impl Buffers {
    fn sizes(&self) -> [usize; 5] {
        [
            self.memory.len(),
            self.rest.results.len(),
            self.rest.barriers.len(),
            self.rest.scratch.len(),
            self.rest.block_order.len(),
        ]
    }
}

/// Launches `test` over the locations `memory` (device memory, or the
/// device's address of mapped host memory).
fn start_test<'a, M>(
    stream: &'a CudaStream,
    test: &'a CudaFunction,
    memory: M,
    buffers: &'a mut TestBuffers,
    settings: &Settings,
    layout: &'a Layout,
    kernel: &str,
) -> Result<(), Error>
where
    LaunchArgs<'a>: PushKernelArg<M>,
{
    let mut launch = stream.launch_builder(test);
    launch.arg(memory);
    push_the_rest(&mut launch, buffers, layout);
    // SAFETY: the kernel's parameters are (unsigned* memory, unsigned*
    // results, unsigned* barriers, unsigned* scratch, const unsigned*
    // block_order, Params); the locations hold `layout.words()` words and the
    // other buffers are sized from `layout` and `settings` (Harness::prepare).
    // The races inside are the test.
    unsafe { launch.launch(grid(settings)) }.map_err(cuda_sync::launch::launch_error(kernel))?;
    Ok(())
}

/// A test launch's arguments after its locations.
fn push_the_rest<'a>(
    launch: &mut LaunchArgs<'a>,
    buffers: &'a mut TestBuffers,
    layout: &'a Layout,
) {
    launch
        .arg(&mut buffers.results)
        .arg(&mut buffers.barriers)
        .arg(&mut buffers.scratch)
        .arg(&buffers.block_order)
        .arg(&layout.params);
}

/// What the host saw of each instance whose flag it saw set while `running`:
/// `[flag, payload]`, read in that order with the flag's acquire.
fn observe(mapped: &MappedHost<u32>, layout: &Layout, complete: impl Fn() -> bool) -> Vec<u32> {
    let mut seen = vec![false; layout.instances() as usize];
    let mut regs = Vec::new();
    while !complete() {
        for (instance, seen) in seen.iter_mut().enumerate().filter(|(_, seen)| !**seen) {
            let word = |var| layout.word(instance as u64, var) as usize;
            if mapped.acquire(word(1)) == 1 {
                regs.extend([1, mapped.read(word(0))]);
                *seen = true;
            }
        }
    }
    regs
}

fn grid(settings: &Settings) -> LaunchConfig {
    LaunchConfig {
        grid_dim: (settings.testing_blocks + settings.stress_blocks, 1, 1),
        block_dim: (settings.threads, 1, 1),
        shared_mem_bytes: 0,
    }
}

/// The first difference between what the seats kernel recorded and what
/// `layout` says, if any.
fn expected_layout_mismatch(layout: &Layout, players: &[u32], memory: &[u32]) -> Option<String> {
    let mut expected_players = vec![0u32; players.len()];
    for block in 0..layout.params.testing_blocks {
        for thread in 0..layout.threads {
            for round in 0..layout.params.rounds {
                let (instance, role) = layout.instance(block, thread, round);
                let seat = (instance * u64::from(layout.roles) + u64::from(role)) as usize;
                expected_players[seat] = block * layout.threads + thread + 1;
            }
        }
    }
    if let Some(seat) = (0..players.len()).find(|&s| players[s] != expected_players[s]) {
        return Some(format!(
            "seat {seat}: thread {} on the GPU, {} expected",
            players[seat], expected_players[seat]
        ));
    }
    for instance in 0..layout.instances() {
        for var in 0..layout.vars {
            let word = layout.word(instance, var) as usize;
            let want = (instance * u64::from(layout.vars) + u64::from(var) + 1) as u32;
            if memory[word] != want {
                return Some(format!(
                    "instance {instance} location {var}: word {word} holds {}",
                    memory[word]
                ));
            }
        }
    }
    None
}

fn harness_error(kernel: &str, reason: String) -> Error {
    Error::InvalidLaunch {
        kernel: kernel.into(),
        reason,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::litmus::shape::shape;

    #[test]
    fn a_tally_counts_weak_outcomes_per_instance() {
        let mp = shape("mp").unwrap();
        let results = [1, 0, 1, 1, 0, 0, 1, 0, 0, 1];
        let tally = tally(mp, "mp_relaxed", &results).unwrap();
        assert_eq!(
            tally,
            Tally {
                instances: 5,
                weak: 2
            }
        );
        assert_eq!(tally.per_million(), 400_000.0);
    }

    #[test]
    fn a_malformed_outcome_stops_the_run_and_names_the_kernel() {
        let mp = shape("mp").unwrap();
        let error = tally(mp, "mp_relaxed", &[1, 1, 7, 0])
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("mp_relaxed") && error.contains("instance 1"),
            "{error}"
        );
    }
}
