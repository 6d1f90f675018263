#include <cuda_sync.cuh>
using namespace cuda_sync;


#line 38 "src/day14.rs"
extern "C" __global__ void reverse_tile_prefix(Input<float> input___arg, unsigned long long n___arg, unsigned int keep___arg, Output<float> out___arg) {
unsigned long long block__looks_left = detail::wait_budget; const ThisBlock block_{&block__looks_left};
auto input_ = detail::first(input___arg, static_cast<unsigned long long>(n___arg));
const Uniform<unsigned long long> n_{n___arg};
const Uniform<unsigned int> keep_{keep___arg};
auto out_ = detail::first(out___arg, static_cast<unsigned long long>(n___arg));

#line 45 "src/day14.rs"
__shared__ Tile<float, 1024>::Storage tile___storage;
Tile<float, 1024> tile_{tile___storage};

#line 46 "src/day14.rs"
auto tid_ = block_.thread_index();

#line 47 "src/day14.rs"
if ((tid_ >= keep_)) {

#line 48 "src/day14.rs"
return;
}

#line 50 "src/day14.rs"
auto i_ = block_.global_index();

#line 51 "src/day14.rs"
auto value_ = (0x0p+0f /* 0.0 */);

#line 52 "src/day14.rs"
if ((i_ < n_)) {

#line 53 "src/day14.rs"
value_ = input_[i_];
}

#line 55 "src/day14.rs"
auto tile__1 = tile_.write_own(value_);

#line 56 "src/day14.rs"
auto tile__2 = tile__1.sync_threads();

#line 57 "src/day14.rs"
auto src_ = math::sub(math::sub(keep_, lit(1u)), tid_);

#line 58 "src/day14.rs"
if ((i_ < n_)) {

#line 59 "src/day14.rs"
out_[i_] = tile__2.read(src_);
}
}
