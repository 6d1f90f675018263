
#line 14 "src/host_publish.rs"
extern "C" __global__ void publish_to_host(Mapped<unsigned long long> payload, Mapped<unsigned int> flags, unsigned int count__arg, unsigned int gap_ns__arg) {
const ThisBlock block{};
const Uniform<unsigned int> count{count__arg};
const Uniform<unsigned int> gap_ns{gap_ns__arg};

#line 21 "src/host_publish.rs"
auto channel = block.host_channel(payload, flags);

#line 22 "src/host_publish.rs"
if (logic_and((block.index() == lit(0u)), [&]() { return (block.thread_index() == lit(0u)); })) {

#line 23 "src/host_publish.rs"
for (auto k : range(lit(0u), count)) {

#line 24 "src/host_publish.rs"
block.sleep(gap_ns);

#line 25 "src/host_publish.rs"
auto written = channel.write(k, (((cast<unsigned long long>(k) * lit(1000003ull)) + lit(7ull))).get());

#line 26 "src/host_publish.rs"
auto fenced = written.release_fence<System>();

#line 27 "src/host_publish.rs"
channel.signal(1u, Relaxed, fenced);
}
}
}
