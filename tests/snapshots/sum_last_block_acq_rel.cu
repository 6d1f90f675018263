
#line 73 "src/day27.rs"
extern "C" __global__ void sum_last_block_acq_rel(Input<float> input___arg, unsigned long long n___arg, Global<float> partials_, Global<unsigned int> arrivals___arg, Output<float> total___arg) {
const ThisBlock block_{};
auto input_ = detail::first(input___arg, static_cast<unsigned long long>(n___arg));
const Uniform<unsigned long long> n_{n___arg};
auto arrivals_ = detail::first(arrivals___arg, 1ull);
auto total_ = detail::first(total___arg, 1ull);

#line 81 "src/day27.rs"
auto block_sum_ = block_.reduce_sum(cuda_sync_call__0__(block_, input_, n_));

#line 82 "src/day27.rs"
auto leader_ = block_.leader();

#line 83 "src/day27.rs"
auto written_ = leader_.store(partials_, block_sum_.get());

#line 84 "src/day27.rs"
auto ticket_ = leader_.take_ticket(arrivals_.counter<Device>(), AcqRel, written_);

#line 85 "src/day27.rs"
auto arrival_ = block_.broadcast_ticket(ticket_);

#line 86 "src/day27.rs"
if (auto last___option = arrival_.last(); last___option.is_some()) {
auto last_ = last___option.unwrap();

#line 87 "src/day27.rs"
cuda_sync_call__1__(block_, last_, total_);
}
}
