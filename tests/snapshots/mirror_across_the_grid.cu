#include <cuda_sync.cuh>
using namespace cuda_sync;


#line 10 "src/grid_sync.rs"
extern "C" __global__ void mirror_across_the_grid(Global<unsigned int> cells_, GridBarrier grid_, Output<unsigned int> out_) {
unsigned long long block__looks_left = detail::wait_budget; const ThisBlock block_{&block__looks_left};

#line 16 "src/grid_sync.rs"
auto threads_ = math::mul(cast<unsigned long long>(block_.count()), cast<unsigned long long>(block_.size()));

#line 17 "src/grid_sync.rs"
auto i_ = block_.global_index();

#line 18 "src/grid_sync.rs"
auto written_ = cells_.write_own(cast<unsigned int>((math::mul(i_, lit(3ull)))));

#line 19 "src/grid_sync.rs"
auto synced_ = block_.sync_grid(grid_, written_);

#line 20 "src/grid_sync.rs"
out_[i_] = synced_.read(math::sub(math::sub(threads_, lit(1ull)), i_.get()));
}
