#include <cuda_sync.cuh>
using namespace cuda_sync;


#line 14 "src/compaction.rs"
extern "C" __global__ void keep_above(Input<float> input___arg, unsigned long long n___arg, float threshold___arg, Global<unsigned long long> kept___arg, Output<float> out___arg) {
unsigned long long block__looks_left = detail::wait_budget; const ThisBlock block_{&block__looks_left};
auto input_ = detail::first(input___arg, static_cast<unsigned long long>(n___arg));
const Uniform<unsigned long long> n_{n___arg};
const Uniform<float> threshold_{threshold___arg};
auto kept_ = detail::first(kept___arg, 1ull);
auto out_ = detail::first(out___arg, static_cast<unsigned long long>(n___arg));

#line 22 "src/compaction.rs"
auto kept__1 = kept_.claims<Device>();

#line 23 "src/compaction.rs"
auto i_ = block_.global_index();

#line 24 "src/compaction.rs"
if ((i_ < n_)) {

#line 25 "src/compaction.rs"
auto x_ = input_[i_];

#line 26 "src/compaction.rs"
if ((x_ > threshold_)) {

#line 27 "src/compaction.rs"
out_[kept__1.claim()] = x_;
}
}
}
