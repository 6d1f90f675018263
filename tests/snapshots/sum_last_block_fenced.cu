
#line 94 "src/day27.rs"
extern "C" __global__ void sum_last_block_fenced(Input<float> input___arg, unsigned long long n___arg, Global<float> partials_, Global<unsigned int> arrivals___arg, Output<float> total___arg) {
const ThisBlock block_{};
auto input_ = detail::first(input___arg, static_cast<unsigned long long>(n___arg));
const Uniform<unsigned long long> n_{n___arg};
auto arrivals_ = detail::first(arrivals___arg, 1ull);
auto total_ = detail::first(total___arg, 1ull);

#line 102 "src/day27.rs"
auto block_sum_ = block_.reduce_sum(cuda_sync_call__0__(block_, input_, n_));

#line 103 "src/day27.rs"
auto leader_ = block_.leader();

#line 104 "src/day27.rs"
auto written_ = leader_.store(partials_, block_sum_.get());

#line 105 "src/day27.rs"
auto fenced_ = written_.release_fence<Device>();

#line 106 "src/day27.rs"
auto ticket_ = leader_.take_ticket(arrivals_.counter<Device>(), Relaxed, fenced_);

#line 107 "src/day27.rs"
auto ticket__1 = ticket_.acquire_fence<Device>();

#line 108 "src/day27.rs"
auto arrival_ = block_.broadcast_ticket(ticket__1);

#line 109 "src/day27.rs"
if (auto last___option = arrival_.last(); last___option.is_some()) {
auto last_ = last___option.unwrap();

#line 110 "src/day27.rs"
cuda_sync_call__1__(block_, last_, total_);
}
}
