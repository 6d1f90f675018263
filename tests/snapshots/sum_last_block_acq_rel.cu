
#line 52 "src/day27.rs"
extern "C" __global__ void sum_last_block_acq_rel(const float* __restrict__ input, unsigned long long n__arg, Global<float> partials, Global<unsigned int> arrivals, float* total) {
const ThisBlock block{};
const Uniform<unsigned long long> n{n__arg};

#line 60 "src/day27.rs"
auto block_sum = block.reduce_sum(grid_stride_sum(block, input, n));

#line 61 "src/day27.rs"
auto leader = block.leader();

#line 62 "src/day27.rs"
auto written = leader.store(partials, block.index(), block_sum.get());

#line 63 "src/day27.rs"
auto ticket = leader.take_ticket(arrivals.atomic<Device>(0u), AcqRel, written);

#line 64 "src/day27.rs"
auto arrival = block.broadcast_ticket(ticket);

#line 65 "src/day27.rs"
if (auto last__option = arrival.last(); last__option.is_some()) {
auto last = last__option.unwrap();

#line 66 "src/day27.rs"
finish_in_last_block(block, partials, arrivals, last, total);
}
}
