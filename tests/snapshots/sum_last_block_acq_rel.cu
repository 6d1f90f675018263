
#line 15 "src/day27.rs"
extern "C" __global__ void sum_last_block_acq_rel(const float* __restrict__ input, unsigned long long n__arg, Global<float> partials, Global<unsigned int> arrivals, float* total) {
const ThisBlock block{};
const Uniform<unsigned long long> n{n__arg};

#line 23 "src/day27.rs"
auto stride = cast<unsigned long long>(((block.size() * block.count())));

#line 24 "src/day27.rs"
auto i = (cast<unsigned long long>(((block.index() * block.size()))) + cast<unsigned long long>(block.thread_index()));

#line 25 "src/day27.rs"
auto sum = 0.0f;

#line 26 "src/day27.rs"
while ((i < n)) {

#line 27 "src/day27.rs"
sum += input[cast<unsigned long long>(i)];

#line 28 "src/day27.rs"
i += stride;
}

#line 30 "src/day27.rs"
auto block_sum = block.reduce_sum(sum);

#line 31 "src/day27.rs"
auto leader = block.leader();

#line 32 "src/day27.rs"
auto written = leader.store(partials, block.index(), block_sum.get());

#line 33 "src/day27.rs"
auto ticket = leader.take_ticket(arrivals.atomic<Device>(0u), AcqRel, written);

#line 34 "src/day27.rs"
auto arrival = block.broadcast_ticket(ticket);

#line 35 "src/day27.rs"
if (auto last__option = arrival.last(); last__option.is_some()) {
auto last = last__option.unwrap();

#line 36 "src/day27.rs"
auto grand = 0.0f;

#line 37 "src/day27.rs"
auto b = block.thread_index();

#line 38 "src/day27.rs"
while ((b < block.count())) {

#line 39 "src/day27.rs"
grand += partials.read(b, last);

#line 40 "src/day27.rs"
b += block.size();
}

#line 42 "src/day27.rs"
auto grand_total = block.reduce_sum(grand);

#line 43 "src/day27.rs"
if ((block.thread_index() == lit(0u))) {

#line 44 "src/day27.rs"
total[0] = grand_total.get();
}

#line 46 "src/day27.rs"
leader.reset(arrivals.atomic<Device>(0u), last);
}
}
