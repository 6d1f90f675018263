#include <cuda_sync.cuh>
using namespace cuda_sync;


#line 10 "src/warp_scope.rs"
extern "C" __global__ void warp_sums(Input<unsigned int> input_, Output<unsigned int> out_) {
unsigned long long block__looks_left = detail::wait_budget; const ThisBlock block_{&block__looks_left};

#line 15 "src/warp_scope.rs"
auto i_ = block_.global_index();

#line 16 "src/warp_scope.rs"
out_[i_] = block_.warp_sum(input_[i_]);
}
