#include <cuda_sync.cuh>
using namespace cuda_sync;


#line 10 "src/message_passing.rs"
extern "C" __global__ void pass_messages_release_acquire(Global<float> payload_, Global<unsigned int> flags_, unsigned int bound___arg, Output<float> out_, Global<unsigned int> missed___arg) {
unsigned long long block__looks_left = detail::wait_budget; const ThisBlock block_{&block__looks_left};
const Uniform<unsigned int> bound_{bound___arg};
auto missed_ = detail::first(missed___arg, 1ull);

#line 18 "src/message_passing.rs"
auto channel_ = block_.channel(payload_, flags_);

#line 19 "src/message_passing.rs"
auto missed__1 = missed_.atomic<Device>(0u);

#line 20 "src/message_passing.rs"
auto half_ = math::div(block_.count(), lit(2u));

#line 21 "src/message_passing.rs"
auto i_ = block_.global_index();

#line 22 "src/message_passing.rs"
if ((block_.index() < half_)) {

#line 23 "src/message_passing.rs"
auto written_ = channel_.write(i_, cast<float>((math::add(math::mul(i_, lit(2ull)), lit(1ull)))));

#line 24 "src/message_passing.rs"
channel_.signal(Release, written_);
} else {

#line 26 "src/message_passing.rs"
auto slot_ = math::sub(i_, math::mul(cast<unsigned long long>(half_), cast<unsigned long long>(block_.size())));

#line 27 "src/message_passing.rs"
if (auto message___option = channel_.wait(slot_, Acquire, bound_); message___option.is_some()) {
auto message_ = message___option.unwrap();

#line 28 "src/message_passing.rs"
out_[i_] = channel_.read(message_);
} else {

#line 30 "src/message_passing.rs"
missed__1.fetch_add(1u, Relaxed);
}
}
}
