
#line 39 "src/message_passing.rs"
extern "C" __global__ void pass_messages_fenced(Global<float> payload, Global<unsigned int> flags, Output<float> out) {
const ThisBlock block{};

#line 45 "src/message_passing.rs"
auto channel = block.channel(payload, flags);

#line 46 "src/message_passing.rs"
auto half = (block.count() / lit(2u));

#line 47 "src/message_passing.rs"
if ((block.index() < half)) {

#line 48 "src/message_passing.rs"
auto slot = ((cast<unsigned long long>(block.index()) * cast<unsigned long long>(block.size())) + cast<unsigned long long>(block.thread_index()));

#line 49 "src/message_passing.rs"
auto written = channel.write(slot, cast<float>((((slot * lit(2ull)) + lit(1ull)))));

#line 50 "src/message_passing.rs"
auto fenced = written.release_fence<Device>();

#line 51 "src/message_passing.rs"
channel.signal(Relaxed, fenced);
} else {

#line 53 "src/message_passing.rs"
auto slot = ((cast<unsigned long long>(((block.index() - half))) * cast<unsigned long long>(block.size())) + cast<unsigned long long>(block.thread_index()));

#line 55 "src/message_passing.rs"
auto message = channel.wait_forever(slot, Relaxed);

#line 56 "src/message_passing.rs"
auto message_1 = message.acquire_fence<Device>();

#line 57 "src/message_passing.rs"
out[cast<unsigned long long>(slot)] = channel.read(message_1);
}
}
