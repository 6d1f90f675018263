#include <cuda_sync.cuh>
using namespace cuda_sync;


#line 14 "src/host_publish.rs"
extern "C" __global__ void publish_to_host(Mapped<unsigned long long> payload_, Mapped<unsigned int> flags_, unsigned int count___arg, unsigned int gap_ns___arg) {
unsigned long long block__looks_left = detail::wait_budget; const ThisBlock block_{&block__looks_left};
const Uniform<unsigned int> count_{count___arg};
const Uniform<unsigned int> gap_ns_{gap_ns___arg};

#line 21 "src/host_publish.rs"
auto channel_ = block_.host_channel(payload_, flags_);

#line 22 "src/host_publish.rs"
if (auto producer___option = channel_.producer(); producer___option.is_some()) {
auto producer_ = producer___option.unwrap();

#line 23 "src/host_publish.rs"
for (auto k_ : range(lit(0u), count_)) {

#line 24 "src/host_publish.rs"
block_.sleep(gap_ns_);

#line 25 "src/host_publish.rs"
auto written_ = producer_.write(k_, (math::add(math::mul(cast<unsigned long long>(k_), lit(1000003ull)), lit(7ull))).get());

#line 26 "src/host_publish.rs"
auto fenced_ = written_.release_fence<System>();

#line 27 "src/host_publish.rs"
producer_.signal(1u, Relaxed, fenced_);
}
}
}
