
#line 16 "src/ring_queue.rs"
extern "C" __global__ void ring_queue(Global<unsigned long long> items_, Global<unsigned int> turns_, Global<unsigned long long> tail_, unsigned int count___arg, Output<unsigned long long> consumed_) {
const ThisBlock block_{};
const Uniform<unsigned int> count_{count___arg};

#line 24 "src/ring_queue.rs"
auto queue_ = block_.queue(items_, turns_, tail_);

#line 25 "src/ring_queue.rs"
if (auto producer___option = queue_.producer(); producer___option.is_some()) {
auto producer_ = producer___option.unwrap();

#line 26 "src/ring_queue.rs"
for (auto k_ : range(lit(0u), count_)) {

#line 27 "src/ring_queue.rs"
producer_.send(k_, (((cast<unsigned long long>(k_) * lit(3ull)) + lit(1ull))).get());
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
