
#line 13 "src/day14.rs"
extern "C" __global__ void reverse_tile_synced(Input<float> input, unsigned long long n__arg, Output<float> out) {
const ThisBlock block{};
const Uniform<unsigned long long> n{n__arg};

#line 19 "src/day14.rs"
__shared__ Tile<float, 1024>::Storage tile__storage;
Tile<float, 1024> tile{tile__storage};

#line 20 "src/day14.rs"
auto tid = block.thread_index();

#line 21 "src/day14.rs"
auto i = ((cast<unsigned long long>(block.index()) * cast<unsigned long long>(block.size())) + cast<unsigned long long>(tid));

#line 22 "src/day14.rs"
auto value = 0.0f;

#line 23 "src/day14.rs"
if ((i < n)) {

#line 24 "src/day14.rs"
value = input[cast<unsigned long long>(i)];
}

#line 26 "src/day14.rs"
auto tile_1 = tile.write_own(value);

#line 27 "src/day14.rs"
auto tile_2 = tile_1.sync_threads();

#line 28 "src/day14.rs"
auto src = ((block.size() - lit(1u)) - tid);

#line 29 "src/day14.rs"
if ((i < n)) {

#line 30 "src/day14.rs"
out[cast<unsigned long long>(i)] = tile_2.read(src);
}
}
