#include <cuda_sync.cuh>
using namespace cuda_sync;


#line 22 "src/warp_scope.rs"
extern "C" __global__ void rotate_within_warps(Input<unsigned int> input_, Output<unsigned int> out_) {
unsigned long long block__looks_left = detail::wait_budget; const ThisBlock block_{&block__looks_left};

#line 27 "src/warp_scope.rs"
__shared__ Tile<unsigned int, 1024>::Storage tile___storage;
Tile<unsigned int, 1024> tile_{tile___storage};

#line 28 "src/warp_scope.rs"
auto i_ = block_.global_index();

#line 29 "src/warp_scope.rs"
auto tile__1 = tile_.write_own(input_[i_]).sync_warp();

#line 30 "src/warp_scope.rs"
out_[i_] = tile__1.read_lane(math::rem((math::add(block_.lane_index(), lit(1u))), lit(32u)));
}
