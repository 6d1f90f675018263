
#line 94 "src/day27.rs"
extern "C" __global__ void sum_last_block_fenced(Input<float> input, unsigned long long n__arg, Global<float> partials, Global<unsigned int> arrivals, Output<float> total) {
const ThisBlock block{};
const Uniform<unsigned long long> n{n__arg};

#line 102 "src/day27.rs"
auto block_sum = block.reduce_sum(grid_stride_sum(block, input, n));

#line 103 "src/day27.rs"
auto leader = block.leader();

#line 104 "src/day27.rs"
auto written = leader.store(partials, block_sum.get());

#line 105 "src/day27.rs"
auto fenced = written.release_fence<Device>();

#line 106 "src/day27.rs"
auto ticket = leader.take_ticket(arrivals.counter<Device>(), Relaxed, fenced);

#line 107 "src/day27.rs"
auto ticket_1 = ticket.acquire_fence<Device>();

#line 108 "src/day27.rs"
auto arrival = block.broadcast_ticket(ticket_1);

#line 109 "src/day27.rs"
if (auto last__option = arrival.last(); last__option.is_some()) {
auto last = last__option.unwrap();

#line 110 "src/day27.rs"
finish_in_last_block(block, last, total);
}
}
