
#line 53 "src/day27.rs"
extern "C" __global__ void sum_last_block_fenced(const float* __restrict__ input, unsigned long long n__arg, Global<float> partials, Global<unsigned int> arrivals, float* total) {
const ThisBlock block{};
const Uniform<unsigned long long> n{n__arg};

#line 61 "src/day27.rs"
auto stride = cast<unsigned long long>(((block.size() * block.count())));

#line 62 "src/day27.rs"
auto i = (cast<unsigned long long>(((block.index() * block.size()))) + cast<unsigned long long>(block.thread_index()));

#line 63 "src/day27.rs"
auto sum = 0.0f;

#line 64 "src/day27.rs"
while ((i < n)) {

#line 65 "src/day27.rs"
sum += input[cast<unsigned long long>(i)];

#line 66 "src/day27.rs"
i += stride;
}

#line 68 "src/day27.rs"
auto block_sum = block.reduce_sum(sum);

#line 69 "src/day27.rs"
auto leader = block.leader();

#line 70 "src/day27.rs"
auto written = leader.store(partials, block.index(), block_sum.get());

#line 71 "src/day27.rs"
auto fenced = written.release_fence<Device>();

#line 72 "src/day27.rs"
auto ticket = leader.take_ticket(arrivals.atomic<Device>(0u), Relaxed, fenced);

#line 73 "src/day27.rs"
auto ticket_1 = ticket.acquire_fence<Device>();

#line 74 "src/day27.rs"
auto arrival = block.broadcast_ticket(ticket_1);

#line 75 "src/day27.rs"
if (auto last__option = arrival.last(); last__option.is_some()) {
auto last = last__option.unwrap();

#line 76 "src/day27.rs"
auto grand = 0.0f;

#line 77 "src/day27.rs"
auto b = block.thread_index();

#line 78 "src/day27.rs"
while ((b < block.count())) {

#line 79 "src/day27.rs"
grand += partials.read(b, last);

#line 80 "src/day27.rs"
b += block.size();
}

#line 82 "src/day27.rs"
auto grand_total = block.reduce_sum(grand);

#line 83 "src/day27.rs"
if ((block.thread_index() == lit(0u))) {

#line 84 "src/day27.rs"
total[0] = grand_total.get();
}

#line 86 "src/day27.rs"
leader.reset(arrivals.atomic<Device>(0u), last);
}
}
