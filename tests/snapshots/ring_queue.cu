#include <cuda_sync.cuh>
using namespace cuda_sync;


#line 16 "src/ring_queue.rs"
extern "C" __global__ void ring_queue(Global<unsigned long long> items___arg, Global<unsigned int> turns___arg, Global<unsigned long long> tail___arg, unsigned int count___arg, Output<unsigned long long> consumed___arg) {
unsigned long long block__looks_left = detail::wait_budget; const ThisBlock block_{&block__looks_left};
auto items_ = detail::first(items___arg, 1ull);
auto turns_ = detail::first(turns___arg, 1ull);
auto tail_ = detail::first(tail___arg, 1ull);
const Uniform<unsigned int> count_{count___arg};
auto consumed_ = detail::first(consumed___arg, static_cast<unsigned long long>(count___arg));

#line 24 "src/ring_queue.rs"
auto queue_ = block_.queue(items_, turns_, tail_);

#line 25 "src/ring_queue.rs"
if (auto producer___option = queue_.producer(); producer___option.is_some()) {
auto producer_ = producer___option.unwrap();

#line 26 "src/ring_queue.rs"
for (auto k_ : range(lit(0u), count_)) {

#line 27 "src/ring_queue.rs"
producer_.send(k_, (math::add(math::mul(cast<unsigned long long>(k_), lit(3ull)), lit(1ull))).get());
}
} else if ((block_.index() > lit(0u))) {

#line 30 "src/ring_queue.rs"
auto claim_ = queue_.claim();

#line 31 "src/ring_queue.rs"
while ((claim_.number() < cast<unsigned long long>(count_))) {

#line 32 "src/ring_queue.rs"
auto k_ = claim_.number();

#line 33 "src/ring_queue.rs"
auto message_ = queue_.wait_for_item(claim_, Acquire);

#line 34 "src/ring_queue.rs"
consumed_[k_] = queue_.read(message_);

#line 35 "src/ring_queue.rs"
queue_.free(message_);

#line 36 "src/ring_queue.rs"
claim_ = queue_.claim();
}
}
}
