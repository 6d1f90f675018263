
#line 16 "src/ring_queue.rs"
extern "C" __global__ void ring_queue(Global<unsigned long long> items, Global<unsigned int> turns, Global<unsigned int> tail, unsigned int count__arg, unsigned long long* consumed) {
const ThisBlock block{};
const Uniform<unsigned int> count{count__arg};

#line 24 "src/ring_queue.rs"
auto queue = block.queue(items, turns, tail);

#line 25 "src/ring_queue.rs"
auto capacity = queue.capacity();

#line 26 "src/ring_queue.rs"
if ((block.index() == lit(0u))) {

#line 27 "src/ring_queue.rs"
if ((block.thread_index() == lit(0u))) {

#line 28 "src/ring_queue.rs"
for (auto k : range(lit(0u), count)) {

#line 29 "src/ring_queue.rs"
auto slot = (k % capacity);

#line 30 "src/ring_queue.rs"
auto lap = (k / capacity);

#line 31 "src/ring_queue.rs"
auto room = queue.wait_for_room(slot, lap);

#line 32 "src/ring_queue.rs"
auto written = queue.write(room, (((cast<unsigned long long>(k) * lit(3ull)) + lit(1ull))).get());

#line 33 "src/ring_queue.rs"
queue.publish(lap, Release, written);
}
}
} else {

#line 37 "src/ring_queue.rs"
auto k = queue.claim();

#line 38 "src/ring_queue.rs"
while ((k < count)) {

#line 39 "src/ring_queue.rs"
auto slot = (k % capacity);

#line 40 "src/ring_queue.rs"
auto lap = (k / capacity);

#line 41 "src/ring_queue.rs"
auto message = queue.wait_for_item(slot, lap, Acquire);

#line 42 "src/ring_queue.rs"
consumed[cast<unsigned long long>(k)] = queue.read(message);

#line 43 "src/ring_queue.rs"
queue.free(lap, message);

#line 44 "src/ring_queue.rs"
k = queue.claim();
}
}
}
