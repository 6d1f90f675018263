
#line 10 "src/warp_scope.rs"
extern "C" __global__ void warp_sums(Input<unsigned int> input_, Output<unsigned int> out_) {
const ThisBlock block_{};

#line 15 "src/warp_scope.rs"
auto i_ = ((cast<unsigned long long>(block_.index()) * cast<unsigned long long>(block_.size())) + cast<unsigned long long>(block_.thread_index()));

#line 16 "src/warp_scope.rs"
out_[cast<unsigned long long>(i_)] = block_.warp_sum(input_[cast<unsigned long long>(i_)]);
}
