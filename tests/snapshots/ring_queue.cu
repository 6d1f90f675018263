
#line 16 "src/ring_queue.rs"
extern "C" __global__ void ring_queue(Global<unsigned long long> items_, Global<unsigned int> turns_, Global<unsigned int> tail_, unsigned int count___arg, Output<unsigned long long> consumed_) {
const ThisBlock block_{};
const Uniform<unsigned int> count_{count___arg};

#line 24 "src/ring_queue.rs"
auto queue_ = block_.queue(items_, turns_, tail_);

#line 25 "src/ring_queue.rs"
auto capacity_ = queue_.capacity();

#line 26 "src/ring_queue.rs"
if (auto producer___option = queue_.producer(); producer___option.is_some()) {
auto producer_ = producer___option.unwrap();

#line 27 "src/ring_queue.rs"
for (auto k_ : range(lit(0u), count_)) {

#line 28 "src/ring_queue.rs"
auto slot_ = (k_ % capacity_);

#line 29 "src/ring_queue.rs"
auto lap_ = (k_ / capacity_);

#line 30 "src/ring_queue.rs"
producer_.send(slot_, lap_, (((cast<unsigned long long>(k_) * lit(3ull)) + lit(1ull))).get());
}
} else if ((block_.index() > lit(0u))) {

#line 33 "src/ring_queue.rs"
auto k_ = queue_.claim();

#line 34 "src/ring_queue.rs"
while ((k_ < count_)) {

#line 35 "src/ring_queue.rs"
auto slot_ = (k_ % capacity_);

#line 36 "src/ring_queue.rs"
auto lap_ = (k_ / capacity_);

#line 37 "src/ring_queue.rs"
auto message_ = queue_.wait_for_item(slot_, lap_, Acquire);

#line 38 "src/ring_queue.rs"
consumed_[k_] = queue_.read(message_);

#line 39 "src/ring_queue.rs"
queue_.free(lap_, message_);

#line 40 "src/ring_queue.rs"
k_ = queue_.claim();
}
}
}
