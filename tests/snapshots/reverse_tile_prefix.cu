
#line 38 "src/day14.rs"
extern "C" __global__ void reverse_tile_prefix(Input<float> input, unsigned long long n__arg, unsigned int keep__arg, Output<float> out) {
const ThisBlock block{};
const Uniform<unsigned long long> n{n__arg};
const Uniform<unsigned int> keep{keep__arg};

#line 45 "src/day14.rs"
__shared__ Tile<float, 1024>::Storage tile__storage;
Tile<float, 1024> tile{tile__storage};

#line 46 "src/day14.rs"
auto tid = block.thread_index();

#line 47 "src/day14.rs"
if ((tid >= keep)) {

#line 48 "src/day14.rs"
return;
}

#line 50 "src/day14.rs"
auto i = ((cast<unsigned long long>(block.index()) * cast<unsigned long long>(block.size())) + cast<unsigned long long>(tid));

#line 51 "src/day14.rs"
auto value = 0.0f;

#line 52 "src/day14.rs"
if ((i < n)) {

#line 53 "src/day14.rs"
value = input[cast<unsigned long long>(i)];
}

#line 55 "src/day14.rs"
auto tile_1 = tile.write_own(value);

#line 56 "src/day14.rs"
auto tile_2 = tile_1.sync_threads();

#line 57 "src/day14.rs"
auto src = ((keep - lit(1u)) - tid);

#line 58 "src/day14.rs"
if ((i < n)) {

#line 59 "src/day14.rs"
out[cast<unsigned long long>(i)] = tile_2.read(src);
}
}
