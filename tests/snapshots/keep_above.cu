
#line 14 "src/compaction.rs"
extern "C" __global__ void keep_above(Input<float> input, unsigned long long n__arg, float threshold__arg, Global<unsigned int> kept, Output<float> out) {
const ThisBlock block{};
const Uniform<unsigned long long> n{n__arg};
const Uniform<float> threshold{threshold__arg};

#line 22 "src/compaction.rs"
auto i = ((cast<unsigned long long>(block.index()) * cast<unsigned long long>(block.size())) + cast<unsigned long long>(block.thread_index()));

#line 23 "src/compaction.rs"
if ((i < n)) {

#line 24 "src/compaction.rs"
auto x = input[cast<unsigned long long>(i)];

#line 25 "src/compaction.rs"
if ((x > threshold)) {

#line 26 "src/compaction.rs"
auto slot = kept.atomic<Device>(0u).fetch_add(1u, Relaxed);

#line 27 "src/compaction.rs"
out[cast<unsigned long long>(slot)] = x;
}
}
}
