
#line 73 "src/day27.rs"
extern "C" __global__ void sum_last_block_acq_rel(Input<float> input, unsigned long long n__arg, Global<float> partials, Global<unsigned int> arrivals, Output<float> total) {
const ThisBlock block{};
const Uniform<unsigned long long> n{n__arg};

#line 81 "src/day27.rs"
auto block_sum = block.reduce_sum(grid_stride_sum(block, input, n));

#line 82 "src/day27.rs"
auto leader = block.leader();

#line 83 "src/day27.rs"
auto written = leader.store(partials, block_sum.get());

#line 84 "src/day27.rs"
auto ticket = leader.take_ticket(arrivals.counter<Device>(), AcqRel, written);

#line 85 "src/day27.rs"
auto arrival = block.broadcast_ticket(ticket);

#line 86 "src/day27.rs"
if (auto last__option = arrival.last(); last__option.is_some()) {
auto last = last__option.unwrap();

#line 87 "src/day27.rs"
finish_in_last_block(block, last, total);
}
}
