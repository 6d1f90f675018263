#include <cuda_sync.cuh>
using namespace cuda_sync;


#line 13 "src/day14.rs"
extern "C" __global__ void reverse_tile_synced(Input<float> input___arg, unsigned long long n___arg, Output<float> out___arg) {
unsigned long long block__looks_left = detail::wait_budget; const ThisBlock block_{&block__looks_left};
auto input_ = detail::first(input___arg, static_cast<unsigned long long>(n___arg));
const Uniform<unsigned long long> n_{n___arg};
auto out_ = detail::first(out___arg, static_cast<unsigned long long>(n___arg));

#line 19 "src/day14.rs"
__shared__ Tile<float, 1024>::Storage tile___storage;
Tile<float, 1024> tile_{tile___storage};

#line 20 "src/day14.rs"
auto tid_ = block_.thread_index();

#line 21 "src/day14.rs"
auto i_ = block_.global_index();

#line 22 "src/day14.rs"
auto value_ = (0x0p+0f /* 0.0 */);

#line 23 "src/day14.rs"
if ((i_ < n_)) {

#line 24 "src/day14.rs"
value_ = input_[i_];
}

#line 26 "src/day14.rs"
auto tile__1 = tile_.write_own(value_);

#line 27 "src/day14.rs"
auto tile__2 = tile__1.sync_threads();

#line 28 "src/day14.rs"
auto src_ = math::sub(math::sub(block_.size(), lit(1u)), tid_);

#line 29 "src/day14.rs"
if ((i_ < n_)) {

#line 30 "src/day14.rs"
out_[i_] = tile__2.read(src_);
}
}
