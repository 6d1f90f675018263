//! A buffer type of one's own handed to a launcher (red team, views round
//! 3): cudarc's `DevicePtr` is an open trait, so such a type could report
//! another buffer's address (an input and an output that are one buffer) or
//! a length past its allocation, which every index check would trust. A
//! launcher takes cudarc's own buffers only.
use cuda_sync::cudarc::driver::{sys, CudaSlice, CudaStream, DevicePtr, DeviceSlice, SyncOnDrop};
use cuda_sync::prelude::*;

#[kernel]
pub fn copy(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    for i in block.grid_stride(n) {
        out[i] = input[i];
    }
}

/// Four cells that say they are 2^40.
pub struct Longer<'a>(&'a CudaSlice<f32>);

impl DeviceSlice<f32> for Longer<'_> {
    fn len(&self) -> usize {
        1 << 40
    }
    fn stream(&self) -> &std::sync::Arc<CudaStream> {
        self.0.stream()
    }
}

impl DevicePtr<f32> for Longer<'_> {
    fn device_ptr<'a>(&'a self, stream: &'a CudaStream) -> (sys::CUdeviceptr, SyncOnDrop<'a>) {
        self.0.device_ptr(stream)
    }
}

pub fn launch_longer(runtime: &Runtime, stream: &std::sync::Arc<CudaStream>, small: &CudaSlice<f32>, out: &mut CudaSlice<f32>) {
    let _ = copy::launch(runtime, stream, LaunchSize::new(1, 32), &Longer(small), 1 << 40, out);
}

fn main() {}
