#include <cuda_sync.cuh>
using namespace cuda_sync;


#line 14 "src/day27.rs"
__device__ auto cuda_sync_fn_0(ThisBlock block_, Input<float> input_, Uniform<unsigned long long> n_) -> float {

#line 15 "src/day27.rs"
auto threads_ = math::mul(cast<unsigned long long>(block_.size()), cast<unsigned long long>(block_.count()));

#line 16 "src/day27.rs"
auto first_ = math::add(math::mul(cast<unsigned long long>(block_.index()), cast<unsigned long long>(block_.size())), cast<unsigned long long>(block_.thread_index()));

#line 17 "src/day27.rs"
auto quads_ = math::div(n_, lit(4ull));

#line 18 "src/day27.rs"
auto s0_ = (0x0p+0f /* 0.0 */);

#line 19 "src/day27.rs"
auto s1_ = (0x0p+0f /* 0.0 */);

#line 20 "src/day27.rs"
auto s2_ = (0x0p+0f /* 0.0 */);

#line 21 "src/day27.rs"
auto s3_ = (0x0p+0f /* 0.0 */);

#line 22 "src/day27.rs"
auto q_ = first_;

#line 23 "src/day27.rs"
while ((math::add(q_, math::mul(lit(3ull), threads_)) < quads_)) {

#line 24 "src/day27.rs"
auto v0_ = input_.load4(q_);

#line 25 "src/day27.rs"
auto v1_ = input_.load4(math::add(q_, threads_));

#line 26 "src/day27.rs"
auto v2_ = input_.load4(math::add(q_, math::mul(lit(2ull), threads_)));

#line 27 "src/day27.rs"
auto v3_ = input_.load4(math::add(q_, math::mul(lit(3ull), threads_)));

#line 28 "src/day27.rs"
math::add_assign(s0_, v0_.sum());

#line 29 "src/day27.rs"
math::add_assign(s1_, v1_.sum());

#line 30 "src/day27.rs"
math::add_assign(s2_, v2_.sum());

#line 31 "src/day27.rs"
math::add_assign(s3_, v3_.sum());

#line 32 "src/day27.rs"
math::add_assign(q_, math::mul(lit(4ull), threads_));
}

#line 34 "src/day27.rs"
while ((q_ < quads_)) {

#line 35 "src/day27.rs"
math::add_assign(s0_, input_.load4(q_).sum());

#line 36 "src/day27.rs"
math::add_assign(q_, threads_);
}

#line 38 "src/day27.rs"
auto i_ = math::add(math::mul(lit(4ull), quads_), first_);

#line 39 "src/day27.rs"
while ((i_ < n_)) {

#line 40 "src/day27.rs"
math::add_assign(s1_, input_[cast<unsigned long long>(i_)]);

#line 41 "src/day27.rs"
math::add_assign(i_, threads_);
}

#line 43 "src/day27.rs"
return math::add((math::add(s0_, s1_)), (math::add(s2_, s3_)));
}


#line 50 "src/day27.rs"
__device__ auto cuda_sync_fn_1(ThisBlock block_, LastArrival<Released, Acquired, Global<float>, Device> last_, Output<float> total_) -> void {

#line 55 "src/day27.rs"
auto sum_ = (0x0p+0f /* 0.0 */);

#line 56 "src/day27.rs"
auto b_ = block_.thread_index();

#line 57 "src/day27.rs"
while ((b_ < block_.count())) {

#line 58 "src/day27.rs"
math::add_assign(sum_, last_.read(b_));

#line 59 "src/day27.rs"
math::add_assign(b_, block_.size());
}

#line 61 "src/day27.rs"
auto grand_total_ = block_.reduce_sum(sum_);

#line 62 "src/day27.rs"
if (auto cell___option = last_.leader_cell(); cell___option.is_some()) {
auto cell_ = cell___option.unwrap();

#line 63 "src/day27.rs"
total_[cell_] = grand_total_.get();
}

#line 65 "src/day27.rs"
block_.leader().reset(last_);
}


#line 73 "src/day27.rs"
extern "C" __global__ void sum_last_block_acq_rel(Input<float> input___arg, unsigned long long n___arg, Global<float> partials_, Global<unsigned int> arrivals___arg, Output<float> total___arg) {
unsigned long long block__looks_left = detail::wait_budget; const ThisBlock block_{&block__looks_left};
auto input_ = detail::first(input___arg, static_cast<unsigned long long>(n___arg));
const Uniform<unsigned long long> n_{n___arg};
auto arrivals_ = detail::first(arrivals___arg, 1ull);
auto total_ = detail::first(total___arg, 1ull);

#line 81 "src/day27.rs"
auto block_sum_ = block_.reduce_sum(cuda_sync_fn_0(block_, input_, n_));

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
cuda_sync_fn_1(block_, last_, total_);
}
}
