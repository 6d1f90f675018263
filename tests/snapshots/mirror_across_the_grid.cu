
#line 10 "src/grid_sync.rs"
extern "C" __global__ void mirror_across_the_grid(Global<unsigned int> cells, GridBarrier grid, Output<unsigned int> out) {
const ThisBlock block{};

#line 16 "src/grid_sync.rs"
auto threads = (cast<unsigned long long>(block.count()) * cast<unsigned long long>(block.size()));

#line 17 "src/grid_sync.rs"
auto i = ((cast<unsigned long long>(block.index()) * cast<unsigned long long>(block.size())) + cast<unsigned long long>(block.thread_index()));

#line 18 "src/grid_sync.rs"
auto written = cells.write(i, cast<unsigned int>(((i * lit(3ull)))));

#line 19 "src/grid_sync.rs"
auto synced = block.sync_grid(grid, written);

#line 20 "src/grid_sync.rs"
out[cast<unsigned long long>(i)] = synced.read(((threads - lit(1ull)) - i));
}
