//! Launch sizes are refused before anything reaches the GPU, with a message that
//! says what was asked and what the device or kernel takes.

use cuda_sync::launch::DeviceLimits;
use cuda_sync::toolkit::{install_command, wheel_dir, CUDA_VERSION, NVRTC};
use cuda_sync::{Error, LaunchSize};

const H200: DeviceLimits = DeviceLimits {
    max_threads_per_block: 1024,
    max_block_dims: [1024, 1024, 64],
    max_grid_dims: [2_147_483_647, 65_535, 65_535],
    max_shared_bytes_per_block: 232_448,
};

fn refusal(size: LaunchSize, kernel_max: Option<u32>) -> String {
    match size.validate("k", &H200, kernel_max) {
        Err(Error::InvalidLaunch { kernel, reason }) => {
            assert_eq!(kernel, "k");
            reason
        }
        other => panic!("{size:?} was not refused: {other:?}"),
    }
}

#[test]
fn zero_or_oversized_blocks_are_refused() {
    assert_eq!(
        refusal(LaunchSize::new(1, 0), None),
        "blocks of 0 threads; this device takes 1 to 1024 along x"
    );
    assert_eq!(
        refusal(LaunchSize::new(1, 1025), None),
        "blocks of 1025 threads; this device takes 1 to 1024 along x"
    );
    assert_eq!(
        refusal(LaunchSize::new_3d([1, 1, 1], [2, 2, 65]), None),
        "blocks of 2×2×65 threads; this device takes 1 to 64 along z"
    );
    assert_eq!(
        refusal(LaunchSize::new_2d([1, 1], [64, 32]), None),
        "2048 threads per block; this device takes 1 to 1024"
    );
}

#[test]
fn zero_or_oversized_grids_are_refused() {
    assert_eq!(
        refusal(LaunchSize::new(0, 256), None),
        "a grid of 0 blocks; this device takes 1 to 2147483647 along x"
    );
    assert_eq!(
        refusal(LaunchSize::new_2d([8, 65_536], [32, 8]), None),
        "a grid of 8×65536 blocks; this device takes 1 to 65535 along y"
    );
    assert_eq!(
        refusal(LaunchSize::new_3d([65_536, 65_535, 2], [32, 1, 1]), None),
        "8589803520 blocks in all; a kernel numbers its blocks with one index, so a grid holds at most 2147483647"
    );
}

#[test]
fn a_block_larger_than_the_kernels_tile_is_refused() {
    assert_eq!(
        refusal(LaunchSize::new(4, 512), Some(256)),
        "512 threads per block, but its shared-memory tile has 256 cells, one per thread"
    );
}

#[test]
fn a_two_dimensional_size_counts_its_blocks_and_threads_in_all() {
    let size = LaunchSize::new_2d([64, 32], [32, 8]);
    assert_eq!((size.blocks(), size.threads()), (2048, 256));
    let config = size.validate("k", &H200, None).unwrap();
    assert_eq!(
        (config.grid_dim, config.block_dim),
        ((64, 32, 1), (32, 8, 1))
    );
}

#[test]
fn sizes_within_every_limit_become_a_launch_config() {
    let config = LaunchSize::new(1024, 256)
        .validate("k", &H200, Some(1024))
        .unwrap();
    assert_eq!(
        (config.grid_dim, config.block_dim, config.shared_mem_bytes),
        ((1024, 1, 1), (256, 1, 1), 0)
    );
}

#[test]
fn errors_tell_the_user_what_to_do() {
    let missing = Error::NvrtcNotFound {
        searched: vec!["/usr/local/cuda".into()],
    };
    let text = missing.to_string();
    let (major, minor) = CUDA_VERSION;
    let install = install_command();
    let wheels = wheel_dir().expect("a home folder");
    assert!(
        install.contains(&format!("--target '{}'", wheels.display()))
            && install.contains("nvidia-cuda-nvrtc"),
        "{install}"
    );
    assert!(
        install.contains(&format!("=={major}.{minor}.*")),
        "{install}"
    );
    assert!(
        text.starts_with(&format!("NVRTC ({NVRTC}) not found under /usr/local/cuda;")),
        "{text}"
    );
    assert!(
        text.contains(&install) && text.contains("CUDA_SYNC_CUDA_ROOT"),
        "{text}"
    );
    let headers = Error::HeadersNotFound {
        searched: vec!["/opt/cuda".into()],
    }
    .to_string();
    assert!(
        headers.contains("cuda/atomic") && headers.contains(&install),
        "{headers}"
    );
}

#[test]
fn an_argument_shorter_than_its_declared_length_is_refused() {
    use cuda_sync::launch::check_len;
    assert!(check_len("k", "partials", 1024, 1024, "blocks").is_ok());
    match check_len("k", "partials", 10, 1024, "blocks") {
        Err(error @ Error::InvalidLaunch { .. }) => assert_eq!(
            error.to_string(),
            "refused to launch `k`: `partials` has 10 elements, but the kernel needs 1024 (`#[len(blocks)]`)"
        ),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_grid_barrier_needs_two_cells() {
    assert!(cuda_sync::launch::grid_barrier_cells("k", 2).is_ok());
    assert!(matches!(
        cuda_sync::launch::grid_barrier_cells("k", 1),
        Err(Error::InvalidLaunch { .. })
    ));
}

#[test]
fn one_host_buffer_passed_as_payload_and_flags_is_refused() {
    use cuda_sync::launch::distinct_buffers;
    let (mut a, mut b) = (0u64, 0u64);
    let a = &mut a as *mut u64 as *mut core::ffi::c_void;
    let b = &mut b as *mut u64 as *mut core::ffi::c_void;
    assert!(distinct_buffers("k", &[("payload", a), ("flags", b)]).is_ok());
    match distinct_buffers("k", &[("payload", a), ("flags", a)]) {
        Err(error @ Error::InvalidLaunch { .. }) => assert_eq!(
            error.to_string(),
            "refused to launch `k`: `payload` and `flags` are the same buffer; they must be two"
        ),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_failed_index_check_names_the_kernel_and_the_length() {
    let error = Error::DeviceCheck {
        kernel: "copy_shifted".into(),
        check: cuda_sync::bounds::Check::Index,
        index: None,
        len: 1048576,
    };
    assert_eq!(
        error.to_string(),
        "kernel `copy_shifted` stopped: index out of bounds: one at or past 1048576; the CUDA context cannot be used after this"
    );
}

#[test]
fn a_failed_shape_check_names_the_count_and_the_limit() {
    let error = Error::DeviceCheck {
        kernel: "scan".into(),
        check: cuda_sync::bounds::Check::Shape,
        index: Some(100),
        len: 32,
    };
    assert_eq!(
        error.to_string(),
        "kernel `scan` stopped: a launch shape the kernel cannot run in (a scan needs whole warps and a tile for every element; a tile split in pairs needs a power-of-two stride whose pairs fill it, and at most one pair a thread): 100 is not below 32; the CUDA context cannot be used after this"
    );
}

#[test]
fn a_message_of_another_channel_is_reported_without_an_index() {
    let error = Error::DeviceCheck {
        kernel: "read_through_another_channel".into(),
        check: cuda_sync::bounds::Check::Source,
        index: Some(0),
        len: 0,
    };
    assert_eq!(
        error.to_string(),
        "kernel `read_through_another_channel` stopped: a message, claim or evidence of another channel or queue; the CUDA context cannot be used after this"
    );
}

#[test]
fn shared_memory_sized_past_the_device_is_refused_with_both_sizes() {
    assert_eq!(H200.dynamic_shared("k", 131_072, 1_024).unwrap(), 131_072);
    match H200.dynamic_shared("k", 4 << 20, 1_024) {
        Err(Error::InvalidLaunch { kernel, reason }) => {
            assert_eq!(kernel, "k");
            assert_eq!(reason, "its tiles sized at launch take 4194304 bytes of shared memory beside the 1024 its fixed ones take, and a block of this device has at most 232448; launch it with smaller const parameters");
        }
        other => panic!("4 MiB of shared memory was not refused: {other:?}"),
    }
}
