
#line 40 "src/message_passing.rs"
extern "C" __global__ void pass_messages_fenced(Global<float> payload_, Global<unsigned int> flags_, Output<float> out_) {
const ThisBlock block_{};

#line 46 "src/message_passing.rs"
auto channel_ = block_.channel(payload_, flags_);

#line 47 "src/message_passing.rs"
auto half_ = (block_.count() / lit(2u));

#line 48 "src/message_passing.rs"
if ((block_.index() < half_)) {

#line 49 "src/message_passing.rs"
auto slot_ = ((cast<unsigned long long>(block_.index()) * cast<unsigned long long>(block_.size())) + cast<unsigned long long>(block_.thread_index()));

#line 50 "src/message_passing.rs"
auto written_ = channel_.write(slot_, cast<float>((((slot_ * lit(2ull)) + lit(1ull)))));

#line 51 "src/message_passing.rs"
auto fenced_ = written_.release_fence<Device>();

#line 52 "src/message_passing.rs"
channel_.signal(Relaxed, fenced_);
} else {

#line 54 "src/message_passing.rs"
auto slot_ = ((cast<unsigned long long>(((block_.index() - half_))) * cast<unsigned long long>(block_.size())) + cast<unsigned long long>(block_.thread_index()));

#line 56 "src/message_passing.rs"
auto message_ = channel_.wait_forever(slot_, Relaxed);

#line 57 "src/message_passing.rs"
auto message__1 = message_.acquire_fence<Device>();

#line 58 "src/message_passing.rs"
out_[cast<unsigned long long>(slot_)] = channel_.read(message__1);
}
}
