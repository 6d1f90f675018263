
#line 22 "src/warp_scope.rs"
extern "C" __global__ void rotate_within_warps(Input<unsigned int> input, Output<unsigned int> out) {
const ThisBlock block{};

#line 27 "src/warp_scope.rs"
__shared__ Tile<unsigned int, 1024>::Storage tile__storage;
Tile<unsigned int, 1024> tile{tile__storage};

#line 28 "src/warp_scope.rs"
auto i = ((cast<unsigned long long>(block.index()) * cast<unsigned long long>(block.size())) + cast<unsigned long long>(block.thread_index()));

#line 29 "src/warp_scope.rs"
auto tile_1 = tile.write_own(input[cast<unsigned long long>(i)]).sync_warp();

#line 30 "src/warp_scope.rs"
out[cast<unsigned long long>(i)] = tile_1.read_lane((((block.lane_index() + lit(1u))) % lit(32u)));
}
