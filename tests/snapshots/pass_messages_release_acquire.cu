
#line 10 "src/message_passing.rs"
extern "C" __global__ void pass_messages_release_acquire(Global<float> payload, Global<unsigned int> flags, unsigned int bound__arg, Output<float> out, Global<unsigned int> missed) {
const ThisBlock block{};
const Uniform<unsigned int> bound{bound__arg};

#line 18 "src/message_passing.rs"
auto channel = block.channel(payload, flags);

#line 19 "src/message_passing.rs"
auto half = (block.count() / lit(2u));

#line 20 "src/message_passing.rs"
if ((block.index() < half)) {

#line 21 "src/message_passing.rs"
auto slot = ((cast<unsigned long long>(block.index()) * cast<unsigned long long>(block.size())) + cast<unsigned long long>(block.thread_index()));

#line 22 "src/message_passing.rs"
auto written = channel.write(slot, cast<float>((((slot * lit(2ull)) + lit(1ull)))));

#line 23 "src/message_passing.rs"
channel.signal(Release, written);
} else {

#line 25 "src/message_passing.rs"
auto slot = ((cast<unsigned long long>(((block.index() - half))) * cast<unsigned long long>(block.size())) + cast<unsigned long long>(block.thread_index()));

#line 27 "src/message_passing.rs"
if (auto message__option = channel.wait(slot, Acquire, bound); message__option.is_some()) {
auto message = message__option.unwrap();

#line 28 "src/message_passing.rs"
out[cast<unsigned long long>(slot)] = channel.read(message);
} else {

#line 30 "src/message_passing.rs"
missed.atomic<Device>(0u).fetch_add(1u, Relaxed);
}
}
}
