
#line 10 "src/warp_scope.rs"
extern "C" __global__ void warp_sums(Input<unsigned int> input, Output<unsigned int> out) {
const ThisBlock block{};

#line 15 "src/warp_scope.rs"
auto i = ((cast<unsigned long long>(block.index()) * cast<unsigned long long>(block.size())) + cast<unsigned long long>(block.thread_index()));

#line 16 "src/warp_scope.rs"
out[cast<unsigned long long>(i)] = block.warp_sum(input[cast<unsigned long long>(i)]);
}
