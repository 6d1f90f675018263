#include <cuda_sync.cuh>
using namespace cuda_sync;


#line 39 "src/message_passing.rs"
extern "C" __global__ void pass_messages_fenced(Global<float> payload_, Global<unsigned int> flags_, Output<float> out_) {
unsigned long long block__looks_left = detail::wait_budget; const ThisBlock block_{&block__looks_left};

#line 45 "src/message_passing.rs"
auto channel_ = block_.channel(payload_, flags_);

#line 46 "src/message_passing.rs"
auto half_ = math::div(block_.count(), lit(2u));

#line 47 "src/message_passing.rs"
auto i_ = block_.global_index();

#line 48 "src/message_passing.rs"
if ((block_.index() < half_)) {

#line 49 "src/message_passing.rs"
auto written_ = channel_.write(i_, cast<float>((math::add(math::mul(i_, lit(2ull)), lit(1ull)))));

#line 50 "src/message_passing.rs"
auto fenced_ = written_.release_fence<Device>();

#line 51 "src/message_passing.rs"
channel_.signal(Relaxed, fenced_);
} else {

#line 53 "src/message_passing.rs"
auto slot_ = math::sub(i_, math::mul(cast<unsigned long long>(half_), cast<unsigned long long>(block_.size())));

#line 54 "src/message_passing.rs"
auto message_ = channel_.wait_forever(slot_, Relaxed);

#line 55 "src/message_passing.rs"
auto message__1 = message_.acquire_fence<Device>();

#line 56 "src/message_passing.rs"
out_[i_] = channel_.read(message__1);
}
}
